import type { z } from "zod";
import type { userInfo } from "./contract/user-info";

/** Logged-in user info (spec §3), as the API answers it (core/contract/user-info.ts). Accepted only when it carries a token. */
export type UserInfo = z.output<typeof userInfo>;

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
