// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { MobilePrefixField, type PrefixOption } from "~/components/mobile-prefix/MobilePrefixField";
import { findPrefix, initialPrefix } from "~/components/mobile-prefix/prefixes";
import type { Lang } from "#core/constants";
import { parse, renderPage, serverHtml } from "./harness";

/** The one mobile-prefix field: its default, its list, its keys, and its form without JavaScript. */
const PREFIXES: PrefixOption[] = [
  { id: 317, mobilePrefix: "86", name: "China" },
  { id: 130, mobilePrefix: "852", name: "Hong Kong" },
  { id: 44, mobilePrefix: "44", name: "United Kingdom" },
  { id: 1, mobilePrefix: "1", name: "United States" },
  { id: 2, mobilePrefix: "1", name: "Canada" },
  { id: 61, mobilePrefix: "61", name: "Australia" },
  { id: 64, mobilePrefix: "64", name: "New Zealand" },
];

function page(opts: { lang?: Lang; prefixes?: PrefixOption[]; defaultValue?: string | number | null; ownPrefix?: number | null } = {}) {
  const lang = opts.lang ?? "en";
  return {
    lang,
    url: `/${lang}/sitemap`,
    root: () => ({ lang, user: opts.ownPrefix === undefined ? null : { userName: "u", mobilePrefixId: opts.ownPrefix } }),
    element: (
      <form data-testid="form">
        <MobilePrefixField name="mobilePrefixId" prefixes={opts.prefixes ?? PREFIXES} defaultValue={opts.defaultValue} controlClassName="input" />
        <input name="mobile" data-testid="after" />
      </form>
    ),
  };
}
const posted = () => new FormData(screen.getByTestId("form") as HTMLFormElement).get("mobilePrefixId");
const button = () => screen.getByTestId("prefix-button");

afterEach(cleanup);

describe("the default", () => {
  it("is China (317, +86) for a visitor, labelled 'Name (+prefix)'", async () => {
    renderPage(page());
    expect((await screen.findByTestId("prefix-button")).textContent).toBe("China (+86)");
    expect(button().getAttribute("aria-label")).toBe("Country code: China (+86)");
    expect(posted()).toBe("317");
  });

  it("is the user's own prefix when known, and the form's value over both", async () => {
    renderPage(page({ ownPrefix: 44 }));
    expect((await screen.findByTestId("prefix-button")).textContent).toBe("United Kingdom (+44)");
    expect(posted()).toBe("44");
    cleanup();
    renderPage(page({ ownPrefix: 44, defaultValue: "61" }));
    expect((await screen.findByTestId("prefix-button")).textContent).toBe("Australia (+61)");
    expect(posted()).toBe("61");
  });

  it("falls back to China, named in the page's language, when the list did not load", async () => {
    renderPage(page({ lang: "cn", prefixes: [] }));
    expect((await screen.findByTestId("prefix-button")).textContent).toBe("中国 (+86)");
    expect(posted()).toBe("317");
  });

  it("picks by rule: the first candidate the list holds, else China, else the first entry", () => {
    expect(initialPrefix(PREFIXES, "44", 61)).toBe(44);
    expect(initialPrefix(PREFIXES, "9999", 61)).toBe(61);
    expect(initialPrefix(PREFIXES, null, undefined)).toBe(317);
    expect(initialPrefix([{ id: 44, mobilePrefix: "44", name: "UK" }], null)).toBe(44);
  });
});

describe("the chooser (with JavaScript)", () => {
  it("a click opens the list, a click on an entry chooses it and closes the list", async () => {
    const user = userEvent.setup();
    renderPage(page());
    await user.click(await screen.findByTestId("prefix-button"));
    const list = screen.getByRole("listbox", { name: "Country code" });
    expect(document.activeElement).toBe(list);
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(PREFIXES.map((p) => `${p.name} (+${p.mobilePrefix})`));
    expect(within(list).getByRole("option", { name: "China (+86)" }).getAttribute("aria-selected")).toBe("true");
    await user.click(within(list).getByRole("option", { name: "Hong Kong (+852)" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(button().textContent).toBe("Hong Kong (+852)");
    expect(document.activeElement).toBe(button());
    expect(posted()).toBe("130");
  });

  it("keys: ↓ opens, ↓ ↑ Home End move, typing a name or a code jumps, Enter chooses", async () => {
    const user = userEvent.setup();
    renderPage(page());
    (await screen.findByTestId("prefix-button")).focus();
    await user.keyboard("{ArrowDown}");
    const list = screen.getByRole("listbox");
    const active = () => document.getElementById(list.getAttribute("aria-activedescendant")!)!.textContent;
    expect(active()).toBe("China (+86)");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe("United Kingdom (+44)");
    await user.keyboard("{ArrowUp}");
    expect(active()).toBe("Hong Kong (+852)");
    await user.keyboard("{End}");
    expect(active()).toBe("New Zealand (+64)");
    await user.keyboard("{Home}");
    expect(active()).toBe("China (+86)");
    await user.keyboard("u");
    expect(active()).toBe("United Kingdom (+44)");
    await user.keyboard("u"); // the same letter again: the next U
    expect(active()).toBe("United States (+1)");
    await new Promise((r) => setTimeout(r, 800)); // a new search
    await user.keyboard("852");
    expect(active()).toBe("Hong Kong (+852)");
    await new Promise((r) => setTimeout(r, 800));
    await user.keyboard("61");
    expect(active()).toBe("Australia (+61)");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(button().textContent).toBe("Australia (+61)");
    expect(posted()).toBe("61");
  });

  it("Escape closes the list without choosing and keeps the key from the dialog around it", async () => {
    const user = userEvent.setup();
    renderPage(page());
    await user.click(await screen.findByTestId("prefix-button"));
    const list = screen.getByRole("listbox");
    await user.keyboard("{ArrowDown}");
    const escape = fireEvent.keyDown(list, { key: "Escape" });
    expect(escape).toBe(false); // default prevented: a <dialog> is not cancelled
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(posted()).toBe("317");
    expect(document.activeElement).toBe(button());
  });

  it("leaving the list (Tab, a click elsewhere) closes it unchanged", async () => {
    const user = userEvent.setup();
    renderPage(page());
    await user.click(await screen.findByTestId("prefix-button"));
    await user.keyboard("{ArrowDown}{Tab}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(posted()).toBe("317");
    await user.click(button());
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.click(screen.getByTestId("after"));
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(button()); // the button toggles
    await user.click(button());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("follows the select when the form library sets it (a kept draft)", async () => {
    renderPage(page());
    await screen.findByTestId("prefix-button");
    const select = screen.getByTestId("prefix-select") as HTMLSelectElement;
    expect(select.hidden).toBe(true);
    act(() => {
      select.value = "44";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(button().textContent).toBe("United Kingdom (+44)");
  });

  it("type-to-find wraps around and matches a code with or without +", () => {
    expect(findPrefix(PREFIXES, "c", 1)).toBe(4); // Canada, after Hong Kong
    expect(findPrefix(PREFIXES, "c", 5)).toBe(0); // wrapping to China
    expect(findPrefix(PREFIXES, "+85", 0)).toBe(1);
    expect(findPrefix(PREFIXES, "new z", 0)).toBe(6);
    expect(findPrefix(PREFIXES, "x", 0)).toBe(-1);
  });
});

describe("without JavaScript", () => {
  it("the server's HTML is a native select, China chosen, every option 'Name (+prefix)'", async () => {
    const doc = parse(await serverHtml(page()));
    const select = doc.querySelector<HTMLSelectElement>("select[name=mobilePrefixId]")!;
    expect(select.hasAttribute("hidden")).toBe(false);
    expect(select.getAttribute("aria-label")).toBe("Country code");
    expect(Array.from(select.querySelectorAll("option")).map((o) => [o.getAttribute("value"), o.textContent])).toEqual(PREFIXES.map((p) => [String(p.id), `${p.name} (+${p.mobilePrefix})`]));
    expect(select.querySelector("option[selected]")!.getAttribute("value")).toBe("317");
    expect(doc.querySelector("[data-testid=prefix-button]")).toBeNull();
  });

  it("keeps the value posted back", async () => {
    const doc = parse(await serverHtml(page({ defaultValue: "64" })));
    expect(doc.querySelector("select[name=mobilePrefixId] option[selected]")!.getAttribute("value")).toBe("64");
  });
});
