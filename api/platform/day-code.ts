import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * `A250921K7QX2M`: a prefix, the UTC day (yymmdd) and six characters without look-alikes;
 * 32^6 codes a day per prefix, collisions retried by the unique index of the table that stores it.
 */
export function dayCode(prefix: string): string {
  const d = new Date();
  const ymd = `${d.getUTCFullYear() % 100}`.padStart(2, "0") + `${d.getUTCMonth() + 1}`.padStart(2, "0") + `${d.getUTCDate()}`.padStart(2, "0");
  let tail = "";
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${ymd}${tail}`;
}
