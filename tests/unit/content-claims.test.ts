import { describe, expect, it } from "vitest";
import { HELP_SEED } from "../../api/db/seed/data/help";
import { DOCUMENTS } from "~/content/legal/documents.server";
import cnLocale from "~/locales/cn";
import enLocale from "~/locales/en";

/**
 * Claims the site must not make because they are not true of what it does. Every text a
 * student reads from the seed or the code — help answers, the common pages (products and
 * services, company profile, agreements, privacy), the interface strings (header, footer,
 * phone page) — is checked against this list; a new claim of the kind fails here until the
 * product it names exists (and the entry is removed with a reason).
 */
const FORBIDDEN: ReadonlyArray<readonly [RegExp, string]> = [
  // There is no StudyNest app and no WeChat mini-program (their QR codes show only when configured).
  [/App\s*(和|与|、)\s*(微信)?小程序/, "an app and a mini-program exist"],
  [/网站、\s*App/, "the site runs an app"],
  [/下载(留学家\s*)?App/, "an app to download (only the configured QR caption may say so)"],
  [/the app and the (WeChat )?mini-program/i, "an app and a mini-program exist"],
  [/web site,? (an? )?app/i, "the site runs an app"],
  [/download the StudyNest app/i, "an app to download"],
  [/\b(sync|same)\b.{0,40}\b(app|mini-program)\b/i, "collections sync to an app"],
  [/在各端/, "collections sync across apps"],
  // Verification is a record (what was checked, by whom, when); no blanket promise.
  [/all (listings|apartments|homes) (are )?verified/i, "every listing verified"],
  [/所有房源(均|都)(已)?(经过)?认证/, "every listing verified"],
  [/100% (real|verified|genuine)/i, "a blanket authenticity promise"],
  [/100%\s*(真实|认证)/, "a blanket authenticity promise"],
];

/** The interface strings allowed to name the app: the QR captions, shown only when its address is configured. */
const CONFIGURED_ONLY = new Set(["appMenu.app", "appMenu.miniProgram", "appMenu.label", "phone.mobilePage.app"]);

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const violations = (texts: [string, string][]) =>
  texts.flatMap(([where, text]) => FORBIDDEN.filter(([re]) => re.test(text)).map(([, why]) => `${where}: ${why}: ${text.slice(0, 120)}`));

describe("content claims are true of the site", () => {
  it("the help centre's seeded answers make none of the forbidden claims", () => {
    expect(violations(strings(HELP_SEED, "help"))).toEqual([]);
  });

  it("the common pages (products, company, agreements, privacy) make none", () => {
    expect(violations(strings(DOCUMENTS, "documents"))).toEqual([]);
  });

  it("the interface strings (header, footer, phone page) make none outside the configured-only QR captions", () => {
    for (const [lang, locale] of [["cn", cnLocale], ["en", enLocale]] as const) {
      const texts = strings(locale).filter(([path]) => !CONFIGURED_ONLY.has(path));
      expect(violations(texts), lang).toEqual([]);
    }
  });

  it("the list catches what it forbids (the old help answer would fail)", () => {
    expect(violations([["old", "Your collections are the same on the web site, the app and the mini-program, as long as you use one account."]])).not.toEqual([]);
    expect(violations([["old", "同一账号在网站、App 和小程序中的收藏是一致的。"]])).not.toEqual([]);
  });
});
