import { useRouteLoaderData } from "@remix-run/react";
import type en from "~/locales/en/ops";

/**
 * The console's texts on the page: the layout route (/ops) sends the staff member's language
 * and its catalogue; every console page reads them through useOps().
 */
export type OpsMessages = typeof en;
export type OpsLang = "cn" | "en";

export interface OpsMe {
  id: number;
  email: string;
  name: string;
  role: "admin" | "adviser" | "moderator" | "finance" | "landlord";
  lang: OpsLang;
  totpEnabled: boolean;
  mustChangePassword: boolean;
  permissions: string[];
}

export interface OpsLayoutData {
  lang: OpsLang;
  messages: OpsMessages;
  me: OpsMe | null;
}

/** A text by its dotted key, `{{name}}` filled from params. */
export function opsText(messages: OpsMessages, key: string, params: Record<string, string | number> = {}): string {
  let value: unknown = messages;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  const text = typeof value === "string" ? value : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

export function useOps() {
  const data = useRouteLoaderData("routes/ops") as OpsLayoutData | undefined;
  if (!data) throw new Error("useOps outside /ops");
  return { ...data, t: (key: string, params?: Record<string, string | number>) => opsText(data.messages, key, params) };
}

/** Whether the role holds `action:entity` at any scope (the server checks every call again). */
export function allows(me: OpsMe | null, action: string, entity: string): boolean {
  if (!me) return false;
  return me.permissions.some((p) => {
    const [a, e] = p.split(":");
    return (a === "*" || a === action) && (e === "*" || e === entity);
  });
}

/** "3 h 20 min" / "3 小时 20 分钟" for a span of milliseconds. */
export function spanText(ms: number, lang: OpsLang): string {
  const minutes = Math.max(0, Math.round(Math.abs(ms) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (lang === "cn") return h ? `${h} 小时 ${m} 分钟` : `${m} 分钟`;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** An instant in Beijing time, "2026-11-27 09:30". */
export function beijingTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return d.toISOString().slice(0, 16).replace("T", " ");
}
