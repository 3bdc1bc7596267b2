/**
 * Opening the login dialog from anywhere, through an app-wide 'openLoginDialog' window event.
 * The dialog host listens and puts `?login=<view>&report=<n>` in the URL, so the dialog
 * stays route-driven. Without JavaScript, link to `loginHref()` from app/lib/links.ts instead.
 */
export const OPEN_LOGIN_EVENT = "openLoginDialog";

export interface OpenLoginDetail {
  view?: "sms" | "mobilePwd" | "emailPwd" | "register" | "findBySms" | "findByEmail";
  report?: 1 | 2;
}

export function openLoginDialog(detail: OpenLoginDetail = {}): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail }));
}
