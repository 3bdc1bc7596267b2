import SparkMD5 from "spark-md5";

/**
 * The request signature: every field except `signToken` and files, empty and
 * null ones dropped, sorted by name, joined as `name=value` with `&`, the secret appended,
 * MD5 as lower-case hex. The same function signs in the web tier and verifies in the API.
 */
export type SignableFields = Record<string, string | number | boolean | null | undefined>;

export function canonicalString(fields: SignableFields): string {
  return Object.keys(fields)
    .filter((k) => k !== "signToken")
    .filter((k) => fields[k] !== null && fields[k] !== undefined && String(fields[k]) !== "")
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join("&");
}

export function signFields(fields: SignableFields, secret: string): string {
  return SparkMD5.hash(canonicalString(fields) + secret);
}

/** Paths signed with the common secret instead of the main one. */
export function usesCommonSecret(path: string): boolean {
  return path.startsWith("/rest/common/") || path.startsWith("/jcommon/");
}
