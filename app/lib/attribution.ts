import { LEAD_PARAMS, MARKETING_PARAMS, PAID_BAIDU_SOURCE_CODES, REFERRER_SOURCES } from "#core/constants";

/**
 * Where a visitor came from (the kept utm_* and share parameters, and the traffic source classed
 * from the referrer: baidu, google, sogou, sm, bing, 360), as pure
 * functions: the root loader keeps the result in the 7-day campaign cookie and the API client
 * forwards it with every call.
 */
const REFERRER_HOSTS: Record<(typeof REFERRER_SOURCES)[number], RegExp> = {
  baidu: /(^|\.)baidu\.com$/,
  google: /(^|\.)google\.[a-z.]+$/,
  sogou: /(^|\.)sogou\.com$/,
  sm: /(^|\.)sm\.cn$/,
  bing: /(^|\.)bing\.com$/,
  "360": /(^|\.)(so|360)\.(com|cn)$/,
};

export function classifyReferrer(referrer: string | null | undefined, ownHost?: string): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (ownHost && host === ownHost.toLowerCase()) return undefined;
  for (const source of REFERRER_SOURCES) {
    if (REFERRER_HOSTS[source].test(host)) return source;
  }
  return undefined;
}

export function isPaidBaidu(sourceCode: string | undefined): boolean {
  return !!sourceCode && (PAID_BAIDU_SOURCE_CODES as readonly string[]).includes(sourceCode);
}

const KEPT = [...MARKETING_PARAMS, ...LEAD_PARAMS] as const;

/**
 * The campaign to keep after this request: URL parameters win over what the cookie held, a
 * search-engine referrer fills `referrerSource`, and a paid baidu code marks `paid`.
 * Returns undefined when nothing changed (no cookie to write).
 */
export function nextCampaign(
  url: URL,
  referrer: string | null,
  current: Record<string, string>,
): Record<string, string> | undefined {
  const next: Record<string, string> = { ...current };
  for (const key of KEPT) {
    const value = url.searchParams.get(key);
    if (value && value.length <= 200) next[key] = value;
  }
  const source = classifyReferrer(referrer, url.hostname);
  if (source) next.referrerSource = source;
  if (isPaidBaidu(next.sourceCode)) next.paid = "1";
  return JSON.stringify(next) === JSON.stringify(current) ? undefined : next;
}

/** Fields forwarded to the API: entranceCode `pc`, sourceCode `nature` unless the campaign says otherwise. */
export function campaignFields(campaign: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { entranceCode: "pc", sourceCode: "nature" };
  for (const key of KEPT) if (campaign[key]) out[key] = campaign[key];
  if (!campaign.sourceCode && campaign.referrerSource) out.sourceCode = campaign.referrerSource;
  return out;
}
