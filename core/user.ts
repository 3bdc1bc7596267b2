import type { z } from "zod";
import type { accountsContract } from "./contract/accounts";
import type { userInfo } from "./contract/user-info";

/** Logged-in user info, as the API answers it (core/contract/user-info.ts). Accepted only when it carries a token. */
export type UserInfo = z.output<typeof userInfo>;

export function isUserInfo(value: unknown): value is UserInfo {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { token?: unknown }).token === "string" &&
    (value as { token: string }).token.length > 0
  );
}

type ThirdAnswer = z.output<(typeof accountsContract)["/rest/user/client/third/callback"]["response"]>;

/**
 * Third-party user info, kept in a cookie between the OAuth callback and the dialog:
 * `reg`, a new identity to register (third/callback's `info`, whose thirdToken third/reg takes);
 * `error`, the message to show once.
 */
export type ThirdPartyInfo = { type: "reg"; info: Extract<ThirdAnswer, { type: "reg" }>["info"] } | { type: "error"; info: string };

export function isThirdPartyInfo(value: unknown): value is ThirdPartyInfo {
  const { type, info } = (value ?? {}) as { type?: unknown; info?: unknown };
  return (type === "reg" && typeof info === "object" && info !== null) || (type === "error" && typeof info === "string");
}
