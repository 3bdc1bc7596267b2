/**
 * Contact details written into a message or a post: a phone number, a WeChat id, an e-mail
 * address. Before a booking these are how students are drawn off the site to pay a person; the
 * site flags them (a stored flag and a warning to the reader) rather than deleting them, since
 * a student may have a fair reason to write them. Shared by the API (the flag) and tests.
 */
export const CONTACT_KINDS = ["phone", "wechat", "email"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const EMAIL = /[A-Za-z0-9._%+-]+\s*(@|＠|\(at\)|\[at\])\s*[A-Za-z0-9-]+(\s*(\.|\(dot\)|\[dot\])\s*[A-Za-z0-9-]+)+/i;
// WeChat named, then an id: "微信: abc_123", "vx abc123", "WeChat ID is wxid_abc", "加V：abc123".
// An id is 6–20 letters, digits, "_" or "-" from a letter; one with a digit, "_" or "-" in it
// (plain words after "wechat", as in "the wechat group", are not ids).
const WECHAT = /(?:微信号?|威信|薇信|v信|vx|wx|wechat(?:\s*id)?|weixin|加\s*v)\s*(?:号|id)?\s*(?:[:：是为]|is)?\s*([A-Za-z][-_A-Za-z0-9]{5,19})/gi;
// Seven or more digits, spaces, dots, dashes or brackets allowed between them (full-width digits too).
const PHONE_RUN = /(\+|＋)?[\d０-９][\d０-９\s\-.()（）]{5,}[\d０-９]/g;

function digitsOf(run: string): number {
  return (run.match(/[\d０-９]/g) ?? []).length;
}

export function contactDetailsIn(text: string): ContactKind[] {
  const found = new Set<ContactKind>();
  if (EMAIL.test(text)) found.add("email");
  for (const m of text.matchAll(WECHAT)) {
    if (/[\d_-]/.test(m[1])) {
      found.add("wechat");
      break;
    }
  }
  for (const run of text.match(PHONE_RUN) ?? []) {
    // A price, a year or a postcode is shorter; a date range ("2026-09-01") has 8 digits in
    // dash-separated groups of 4-2-2, which is not a phone number.
    if (/^\d{4}-\d{2}-\d{2}/.test(run.trim())) continue;
    if (digitsOf(run) >= 7) {
      found.add("phone");
      break;
    }
  }
  return CONTACT_KINDS.filter((k) => found.has(k));
}
