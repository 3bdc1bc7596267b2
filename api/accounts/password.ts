import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing: argon2id (the library's default algorithm) with OWASP's minimum
 * parameters (19 MiB, 2 passes, 1 lane). A dummy hash is verified when the account does not
 * exist, so the answer time does not tell whether it does.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
let dummy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash("not-a-real-password-0", OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
