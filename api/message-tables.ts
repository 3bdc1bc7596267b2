/** One message in both languages; `{{name}}` placeholders are filled when it is read. */
export type MessagePair = { readonly zh: string; readonly en: string };
export type MessageTable = Readonly<Record<string, MessagePair>>;

type KeysOf<T extends readonly MessageTable[]> = T extends readonly [infer H, ...infer R extends readonly MessageTable[]] ? keyof H | KeysOf<R> : never;

/** The keys found in more than one of the tables. */
export type SharedKeys<T extends readonly MessageTable[]> = T extends readonly [infer H, ...infer R extends readonly MessageTable[]]
  ? (keyof H & KeysOf<R>) | SharedKeys<R>
  : never;

type Merged<T extends readonly MessageTable[]> = T extends readonly [infer H, ...infer R extends readonly MessageTable[]] ? H & Merged<R> : unknown;

/** Accepted only when no key is shared: otherwise the argument needs a `duplicateKeys` member naming them, which no table has. */
type Disjoint<T extends readonly MessageTable[]> = [SharedKeys<T>] extends [never] ? T : T & { duplicateKeys: SharedKeys<T> };

/**
 * The domains' message tables as one. Two tables with the same key would mean one text silently
 * replaces the other, so a shared key fails the typecheck (the error names the key) and, for
 * tables typed loosely, throws when the API starts.
 */
export function mergeMessages<const T extends readonly MessageTable[]>(...tables: Disjoint<T>): Merged<T> {
  const merged: Record<string, MessagePair> = {};
  for (const table of tables as readonly MessageTable[]) {
    for (const [key, pair] of Object.entries(table)) {
      if (Object.prototype.hasOwnProperty.call(merged, key)) throw new Error(`The message key "${key}" is in two tables`);
      merged[key] = pair;
    }
  }
  return merged as Merged<T>;
}
