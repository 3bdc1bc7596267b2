import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "./env.server";

/**
 * Signing and cookie secrets. Taken from the environment when set; otherwise generated once
 * and kept in DATA_DIR/secrets.json so that `npm start` needs no set-up and a restart keeps
 * sessions valid. Several instances must share them through the environment.
 */
export interface Secrets {
  sign: string;
  commonSign: string;
  session: string;
}

let cached: Secrets | undefined;

export function secrets(): Secrets {
  if (cached) return cached;
  const e = env();
  let stored: Partial<Secrets> = {};
  const file = join(e.DATA_DIR, "secrets.json");
  const needFile = !e.API_SIGN_SECRET || !e.API_COMMON_SIGN_SECRET || !e.SESSION_SECRET;
  if (needFile) {
    try {
      stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
    } catch {
      stored = {};
    }
    const fresh = () => randomBytes(24).toString("hex");
    const next: Secrets = {
      sign: stored.sign ?? fresh(),
      commonSign: stored.commonSign ?? fresh(),
      session: stored.session ?? fresh(),
    };
    if (JSON.stringify(next) !== JSON.stringify(stored)) {
      mkdirSync(e.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
    }
    stored = next;
  }
  cached = {
    sign: e.API_SIGN_SECRET ?? stored.sign!,
    commonSign: e.API_COMMON_SIGN_SECRET ?? stored.commonSign!,
    session: e.SESSION_SECRET ?? stored.session!,
  };
  return cached;
}
