/** Logged-in user info (spec §3). Accepted only when it carries a token. */
export interface UserInfo {
  avatar?: string | null;
  email?: string | null;
  mobile?: string | null;
  mobilePrefix?: string | null;
  mobilePrefixId?: number | null;
  pwdAction?: number | string | null;
  realName?: string | null;
  token: string;
  userCode?: string | null;
  userName?: string | null;
}

export function isUserInfo(value: unknown): value is UserInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { token?: unknown }).token === "string" &&
    (value as { token: string }).token.length > 0
  );
}

/** Third-party user info (spec §3): accepted only when it has a type. */
export interface ThirdPartyInfo {
  type: "reg" | "error";
  info: Record<string, unknown> | string;
}

export function isThirdPartyInfo(value: unknown): value is ThirdPartyInfo {
  const type = (value as { type?: unknown } | null)?.type;
  return type === "reg" || type === "error";
}
