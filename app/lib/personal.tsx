import { createContext, useContext, type ReactNode } from "react";
import { useNonce } from "./nonce";

/**
 * The personal parts of a catalogue page (docs/decisions/033-signed-in-pages.md): what differs
 * between a visitor's page and a signed-in student's — the header's account corner and the tabs
 * and links that lead a visitor to the login instead, the hearts. A visitor's document kept by
 * the page cache marks each of them; a signed-in student's page is that document with each
 * marked part rendered again for the student (app/lib/signed-in-pages.server.ts), and the
 * student's root data handed to the browser in PersonalData, so hydration sees what a full
 * render for the student would have made.
 */
/** "data": PersonalData's script, filled by the page cache itself. */
export type PersonalPartName = "account" | "coop" | "homeAccount" | "feedback" | "favourite" | "review" | "data";

/** One marked part of a kept document: which part, and the props it was rendered with. */
export interface PersonalSlotCall {
  part: PersonalPartName;
  props: Record<string, unknown>;
}

/**
 * Given by entry.server to the render of a visitor's document that is kept: the parts are
 * collected in order, each marked in the HTML by `\u0001<token>:<index>\u0001` before it and
 * `\u0001<token>:/\u0001` after it (the token is new per render, so no page text can pose as a
 * mark). The page cache cuts the marks out (page-cache.server.ts); no mark ever leaves the server.
 */
export interface PersonalShell {
  token: string;
  calls: PersonalSlotCall[];
}

const ShellContext = createContext<PersonalShell | null>(null);

export function PersonalShellProvider({ value, children }: { value: PersonalShell | null; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export const slotStart = (token: string, index: number) => `\u0001${token}:${index}\u0001`;
export const slotEnd = (token: string) => `\u0001${token}:/\u0001`;

/** A personal part: as it is for this render, marked when the render is a kept visitor's document. */
export function PersonalSlot({ part, props, children }: { part: PersonalPartName; props: Record<string, unknown>; children: ReactNode }) {
  const shell = useContext(ShellContext);
  if (!shell) return <>{children}</>;
  const index = shell.calls.push({ part, props }) - 1;
  return (
    <>
      {slotStart(shell.token, index)}
      {children}
      {slotEnd(shell.token)}
    </>
  );
}

/** The id of PersonalData's script, and the global it sets (entry.client.tsx reads it). */
export const PERSONAL_GLOBAL = "__studynestPersonal";

/**
 * Where a signed-in page served from a visitor's document carries the student's root data
 * (`window.__studynestPersonal = {…}`), read by entry.client.tsx before hydration. Empty in every
 * other answer. Its content is never compared on hydration (as Remix's own context script).
 */
export function PersonalData() {
  const nonce = useNonce();
  const shell = useContext(ShellContext);
  const html = shell ? slotStart(shell.token, shell.calls.push({ part: "data", props: {} }) - 1) + slotEnd(shell.token) : "";
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
