import { randomInt } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "#core/constants";
import type { ContactKind } from "#core/contact-details";
import { monthOf, type RoommateHabit, type RoommateLanguage, type RoommateRoomType } from "#core/schemas/roommate";
import { query, type Db } from "../db/client";
import { maskName } from "../reviews";
import { currentRates, type Rate } from "../catalogue";

/** A stored contact flag (the kinds found before the writer's booking) as answers carry it, or null. */
export const flagOf = (flag: string[] | null) => (flag && flag.length ? (flag as ContactKind[]) : null);

/**
 * How the roommate board reads its posts: one SELECT with the places and the author's name,
 * and the answers built from it. Contact details (WeChat ID, e-mail) are never part of a public
 * answer: `contactOf` is the one place that hands them out, and only for the two sides of an
 * accepted interest on a post that staff have not hidden.
 */
const CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** A public code (posts, interests): 10 random letters and digits, never the sequential id. */
export const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** The first day of this month (UTC): posts whose move-in month is earlier have expired. */
export const currentMonthStart = (now = new Date()) => `${monthOf(now)}-01`;

export type PostStatus = "live" | "closed" | "expired" | "hidden";

export interface PostRow {
  id: number;
  code: string;
  user_id: number;
  city_id: number;
  school_id: number | null;
  month: string;
  budget: number;
  currency: string;
  room_type: RoommateRoomType;
  habits: RoommateHabit[];
  languages: RoommateLanguage[];
  content: string;
  wechat: string | null;
  email: string | null;
  contact_flag: string[] | null;
  published_at: string;
  updated_at: string;
  closed_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  user_name: string | null;
  city_slug: string;
  city_zh: string;
  city_en: string;
  country_id: number;
  country_slug: string;
  country_zh: string;
  country_en: string;
  school_zh: string | null;
  school_en: string | null;
  school_slug: string | null;
  expired: boolean;
}

/** Every post column the answers need, with its places and the author's nickname. */
export function postSelect(today = currentMonthStart()): SQL {
  return sql`SELECT p.id, p.code, p.user_id, p.city_id, p.school_id, to_char(p.move_in_month, 'YYYY-MM') AS month, p.budget, p.currency,
      p.room_type, p.habits, p.languages, p.content, p.wechat, p.email, p.contact_flag, p.published_at, p.updated_at, p.closed_at, p.hidden_at, p.hidden_reason,
      u.user_name, ci.slug AS city_slug, ci.name_zh AS city_zh, ci.name_en AS city_en,
      co.id AS country_id, co.slug AS country_slug, co.name_zh AS country_zh, co.name_en AS country_en,
      s.name_zh AS school_zh, s.name_en AS school_en, s.slug AS school_slug,
      (p.move_in_month < ${today}::date) AS expired
    FROM roommate_posts p
    JOIN users u ON u.id = p.user_id
    JOIN cities ci ON ci.id = p.city_id
    JOIN countries co ON co.id = ci.country_id
    LEFT JOIN schools s ON s.id = p.school_id`;
}

/** On the board: open, not hidden, move-in month not passed, author's account not disabled. */
export const LIVE = (today = currentMonthStart()) =>
  sql`p.closed_at IS NULL AND p.hidden_at IS NULL AND p.move_in_month >= ${today}::date AND u.disabled_at IS NULL`;

export async function postByCode(code: string, on?: Db): Promise<PostRow | undefined> {
  const [row] = await query<PostRow>(sql`${postSelect()} WHERE p.code = ${code}`, on);
  return row;
}

export function statusOf(p: Pick<PostRow, "hidden_at" | "closed_at" | "expired">): PostStatus {
  if (p.hidden_at) return "hidden";
  if (p.closed_at) return "closed";
  if (p.expired) return "expired";
  return "live";
}

const iso = (v: string | Date) => new Date(v).toISOString();
const name = (lang: Lang, zh: string, en: string) => (lang === "en" ? en : zh);

/** What anyone may see of a post: no contact details, no account ids, the author's name masked. */
export function publicPost(p: PostRow, lang: Lang, rates: Map<string, Rate>) {
  const rate = rates.get(p.currency);
  return {
    code: p.code,
    city: { id: p.city_id, slug: p.city_slug, name: name(lang, p.city_zh, p.city_en) },
    country: { id: p.country_id, slug: p.country_slug, name: name(lang, p.country_zh, p.country_en) },
    school: p.school_id && p.school_zh && p.school_en ? { id: p.school_id, slug: p.school_slug ?? "", name: name(lang, p.school_zh, p.school_en) } : null,
    month: p.month,
    budget: p.budget,
    currency: p.currency,
    budgetCny: rate ? Math.round(p.budget * rate.cny) : null,
    cnyAsOf: rate?.asOf ?? null,
    roomType: p.room_type,
    habits: p.habits,
    languages: p.languages,
    content: p.content,
    authorName: maskName(p.user_name, lang === "en" ? "Student" : "同学"),
    contactFlag: flagOf(p.contact_flag),
    publishedAt: iso(p.published_at),
    updatedAt: iso(p.updated_at),
  };
}
export type PublicPost = ReturnType<typeof publicPost>;

/** A post's or an interest's contact details, for the other side of an accepted interest only. */
export function contactOf(r: { wechat: string | null; email: string | null }) {
  return { wechat: r.wechat, email: r.email };
}

/** Whether an accepted interest shows contacts: never while staff keep the post hidden. */
export const revealed = (interestStatus: string, post: Pick<PostRow, "hidden_at">) => interestStatus === "accepted" && !post.hidden_at;

export { currentRates };
