import { env } from "#core/env.server";
import { safeEqual } from "../services/crypto";
import { ApiError } from "./envelope";

/** Staff endpoints: `operatorToken` must equal OPERATOR_TOKEN; unset, every call is refused. */
export function checkOperator(token: string): void {
  const expected = env().OPERATOR_TOKEN;
  if (!expected || !safeEqual(token, expected)) throw new ApiError("operator_forbidden");
}
