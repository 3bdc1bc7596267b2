import { expect } from "vitest";
import { callSigned, setupApi } from "./api";

/**
 * Shared steps of the console's API suites: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * accounts made by the admin with their one-time password replaced, and calls that must succeed.
 */
export const CONSOLE_ADMIN = { email: "first-admin@example.com", password: "first-admin-password-1" };
export const addr = (n: number) => ({ headers: { "x-forwarded-for": `198.51.100.${n}` } });

export async function ok<T = any>(path: string, fields: Record<string, unknown>, opts: Parameters<typeof callSigned>[2] = {}): Promise<T> {
  const r = await callSigned<T>(path, fields as never, { language: "en", ...opts });
  expect(r.code, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

export async function refused(path: string, fields: Record<string, unknown>, opts: Parameters<typeof callSigned>[2] = {}) {
  const r = await callSigned(path, fields as never, { language: "en", ...opts });
  expect(r.code, `${path} should be refused`).not.toBe(0);
  return r;
}

export async function signIn(email: string, password: string): Promise<string> {
  const r = await ok<{ stage: string; staffToken: string }>("/rest/ops/auth/login", { email, password }, addr(1));
  expect(r.stage).toBe("active");
  return r.staffToken;
}

/** The API with the first admin; answers the admin's session. */
export async function setupConsole(extraEnv: Record<string, string> = {}): Promise<string> {
  process.env.ADMIN_EMAIL = CONSOLE_ADMIN.email;
  process.env.ADMIN_PASSWORD = CONSOLE_ADMIN.password;
  Object.assign(process.env, extraEnv);
  const { resetEnvCache } = await import("#core/env.server");
  resetEnvCache();
  await setupApi();
  return signIn(CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
}

/** A new account made by the admin, its one-time password replaced; answers its session. */
export async function newStaff(admin: string, role: string, extra: Record<string, string> = {}): Promise<{ token: string; id: number; email: string; name: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = `${role} ${email.slice(role.length + 1, role.length + 5)}`;
  const created = await ok<{ id: number; password: string }>("/rest/ops/staff/create", { staffToken: admin, email, name, role, ...extra });
  const first = await signIn(email, created.password);
  await ok("/rest/ops/auth/password", { staffToken: first, currentPassword: created.password, newPassword: "a-long-new-password-1" });
  return { token: first, id: created.id, email, name };
}

export async function auditOf(admin: string, filter: Record<string, string>) {
  return ok<{ total: number; list: { actor: string; role: string; action: string; entity: string; record: string | null; before: string | null; after: string | null }[] }>("/rest/ops/audit/list", {
    staffToken: admin,
    ...filter,
  });
}
