import { DEFAULT_MOBILE_PREFIX } from "#core/constants";

/** One entry of the mobile-prefix list (GET /rest/common/mobile/prefix). */
export interface PrefixOption {
  id: number;
  mobilePrefix: string;
  name: string;
}

/** The list to offer: the server's, or China alone (named in the page's language) when it failed. */
export function prefixChoices(list: readonly PrefixOption[], chinaName: string): readonly PrefixOption[] {
  return list.length ? list : [{ id: DEFAULT_MOBILE_PREFIX.id, mobilePrefix: DEFAULT_MOBILE_PREFIX.mobilePrefix, name: chinaName }];
}

/** The first of the candidates (the form's value, the user's own prefix) that the list holds; else China; else the first entry. */
export function initialPrefix(list: readonly PrefixOption[], ...candidates: Array<number | string | null | undefined>): number {
  for (const c of [...candidates, DEFAULT_MOBILE_PREFIX.id]) {
    const id = typeof c === "string" ? Number.parseInt(c, 10) : c;
    if (typeof id === "number" && list.some((p) => p.id === id)) return id;
  }
  return list[0]?.id ?? DEFAULT_MOBILE_PREFIX.id;
}

/**
 * Type-to-find in the list: the first entry from index `from` on (wrapping) whose name starts
 * with the typed text, or whose calling code does (typing "44" or "+44"); -1 when none does.
 */
export function findPrefix(list: readonly PrefixOption[], typed: string, from: number): number {
  const text = typed.trim().toLowerCase();
  if (!text) return -1;
  const digits = text.replace(/^\+/, "");
  const byCode = /^\d+$/.test(digits);
  for (let step = 0; step < list.length; step++) {
    const i = (((from + step) % list.length) + list.length) % list.length;
    const p = list[i];
    if (byCode ? p.mobilePrefix.startsWith(digits) : p.name.toLowerCase().startsWith(text)) return i;
  }
  return -1;
}
