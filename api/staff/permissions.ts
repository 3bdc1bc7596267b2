import type { STAFF_ROLES } from "../db/schema";

/**
 * Permissions are `action:entity:scope`: `scope` is `any` (every record) or `own` (records the
 * account owns — a landlord's apartments and what concerns them). Roles group them; the server
 * checks one on every request, and the console only hides what the server would refuse.
 */
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Scope = "own" | "any";
export type Permission = `${string}:${string}:${Scope}`;

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: ["*:*:any"],
  adviser: [
    "read:application:any",
    "assign:application:any",
    "decide:application:any",
    "read:order:any",
    "update:order:any",
    "checkin:order:any",
    "read:lead:any",
    "update:lead:any",
    "read:conversation:any",
    "reply:conversation:any",
    "assign:conversation:any",
    "read:building:any",
    // Checks of apartments and landlords (identity, ownership, address, photos, video call).
    "verify:building:any",
    "verify:landlord:any",
    "publish:building:any",
    // A student's documents for the cases advisers handle (audited at every read).
    "read:document:any",
    "read:refusal_letter:any",
  ],
  moderator: ["read:review:any", "hide:review:any", "read:roommate_post:any", "hide:roommate_post:any", "read:feedback:any", "reply:feedback:any", "update:help:any"],
  finance: ["read:order:any", "update:order:any", "checkin:order:any", "read:payment:any", "refund:payment:any", "read:payout:any", "read:refusal_letter:any", "read:gift:any", "update:gift:any"],
  // A landlord hands over the keys: they see their apartments' paid orders and mark check-in.
  landlord: ["read:building:own", "update:building:own", "import:feed:own", "read:application:own", "answer:application:own", "read:payout:own", "read:order:own", "checkin:order:own", "read:document:own"],
};

/** The scope a role holds for `action` on `entity`: `any`, `own`, or null (refused). */
export function scopeOf(role: StaffRole, action: string, entity: string): Scope | null {
  let best: Scope | null = null;
  for (const p of ROLE_PERMISSIONS[role]) {
    const [a, e, s] = p.split(":") as [string, string, Scope];
    if ((a === "*" || a === action) && (e === "*" || e === entity)) {
      if (s === "any") return "any";
      best = "own";
    }
  }
  return best;
}

export function can(role: StaffRole, action: string, entity: string): boolean {
  return scopeOf(role, action, entity) !== null;
}
