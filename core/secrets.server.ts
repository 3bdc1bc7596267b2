import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, keyBytes } from "./env.server";

/**
 * Signing, cookie and encryption secrets. Taken from the environment when set; otherwise
 * generated once and kept in DATA_DIR/secrets.json so that `npm start` needs no set-up and a
 * restart keeps sessions valid and encrypted data readable. Several instances must share them
 * through the environment.
 */
export interface Secrets {
  sign: string;
  commonSign: string;
  /** The secret that signs session cookies now (the first of `sessionSecrets`). */
  session: string;
  /** Every accepted session secret, newest first (SESSION_SECRET may be a comma-separated list). */
  sessionSecrets: string[];
  /** Keys of data encrypted at rest, newest first: the first encrypts, every one decrypts. */
  dataKeys: Buffer[];
}

interface Stored {
  sign?: string;
  commonSign?: string;
  session?: string;
  dataKey?: string;
}

let cached: Secrets | undefined;

export function secrets(): Secrets {
  if (cached) return cached;
  const e = env();
  let stored: Stored = {};
  const file = join(e.DATA_DIR, "secrets.json");
  const needFile = !e.API_SIGN_SECRET || !e.API_COMMON_SIGN_SECRET || !e.SESSION_SECRET || !e.DATA_ENCRYPTION_KEY;
  if (needFile) {
    try {
      stored = JSON.parse(readFileSync(file, "utf8")) as Stored;
    } catch {
      stored = {};
    }
    const fresh = () => randomBytes(24).toString("hex");
    const next: Stored = {
      sign: stored.sign ?? fresh(),
      commonSign: stored.commonSign ?? fresh(),
      session: stored.session ?? fresh(),
      dataKey: stored.dataKey && keyBytes(stored.dataKey) ? stored.dataKey : randomBytes(32).toString("hex"),
    };
    if (JSON.stringify(next) !== JSON.stringify(stored)) {
      mkdirSync(e.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
    }
    stored = next;
  }
  const sessionSecrets = (e.SESSION_SECRET ?? stored.session!).split(",").map((s) => s.trim()).filter(Boolean);
  const dataKeys = (e.DATA_ENCRYPTION_KEY ?? stored.dataKey!).split(",").map((k) => keyBytes(k.trim())!).filter(Boolean);
  cached = {
    sign: e.API_SIGN_SECRET ?? stored.sign!,
    commonSign: e.API_COMMON_SIGN_SECRET ?? stored.commonSign!,
    session: sessionSecrets[0],
    sessionSecrets,
    dataKeys,
  };
  return cached;
}

/** Forget the secrets read (tests that change the environment). */
export function resetSecrets(): void {
  cached = undefined;
}
