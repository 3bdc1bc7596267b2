import { and, desc, eq, sql } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { FIND_HOUSE_STATUSES, type FindHouseStatus } from "#core/statuses";
import { db } from "../db/client";
import { cities, findHouseRequests, schools } from "../db/schema";
import { ApiError } from "../http/envelope";

/**
 * Find-a-house requests after they are sent: the sender's own list (requests sent while logged
 * in carry the user), and the staff moves through new → contacted → matched → closed.
 */
const TRANSITIONS: Record<FindHouseStatus, readonly FindHouseStatus[]> = {
  new: ["contacted", "matched", "closed"],
  contacted: ["matched", "closed"],
  matched: ["closed"],
  closed: [],
};

/** A stored status this code does not know (an older row) reads as the first one. */
const statusOf = (s: string): FindHouseStatus => ((FIND_HOUSE_STATUSES as readonly string[]).includes(s) ? (s as FindHouseStatus) : "new");

export async function listOwnRequests(userId: number, lang: Lang, pageNum: number, pageSize: number) {
  const name = (zh: string | null, en: string | null) => (lang === "en" ? en : zh) ?? "";
  const rows = await db()
    .select({
      reference: findHouseRequests.reference,
      status: findHouseRequests.status,
      createdAt: findHouseRequests.createdAt,
      moveInDate: findHouseRequests.moveInDate,
      budget: findHouseRequests.budget,
      remark: findHouseRequests.remark,
      cityId: cities.id,
      cityZh: cities.nameZh,
      cityEn: cities.nameEn,
      schoolId: schools.id,
      schoolZh: schools.nameZh,
      schoolEn: schools.nameEn,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(findHouseRequests)
    .leftJoin(cities, eq(cities.id, findHouseRequests.cityId))
    .leftJoin(schools, eq(schools.id, findHouseRequests.schoolId))
    .where(eq(findHouseRequests.userId, userId))
    .orderBy(desc(findHouseRequests.createdAt), desc(findHouseRequests.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const totalCount =
    rows[0]?.total ??
    (pageNum > 1
      ? (await db().select({ n: sql<number>`count(*)::int` }).from(findHouseRequests).where(eq(findHouseRequests.userId, userId)))[0].n
      : 0);
  return {
    list: rows.map((r) => ({
        reference: r.reference,
        status: statusOf(r.status),
        createdAt: r.createdAt.toISOString(),
        city: r.cityId != null ? { id: r.cityId, name: name(r.cityZh, r.cityEn) } : null,
        school: r.schoolId != null ? { id: r.schoolId, name: name(r.schoolZh, r.schoolEn) } : null,
        moveInDate: r.moveInDate,
        budget: r.budget,
        remark: r.remark,
      })),
    pageNum,
    pageSize,
    totalCount,
    pages: Math.ceil(totalCount / pageSize),
  };
}

export async function moveRequest(reference: string, to: FindHouseStatus) {
  const [row] = await db().select({ id: findHouseRequests.id, status: findHouseRequests.status }).from(findHouseRequests).where(eq(findHouseRequests.reference, reference)).limit(1);
  if (!row) throw new ApiError("find_house_not_found");
  const from = statusOf(row.status);
  if (from === to) return { reference, status: to };
  if (!TRANSITIONS[from].includes(to)) throw new ApiError("find_house_status_invalid");
  // Only from the status read: two staff moves at once cannot skip a step.
  const moved = await db()
    .update(findHouseRequests)
    .set({ status: to })
    .where(and(eq(findHouseRequests.id, row.id), eq(findHouseRequests.status, row.status)))
    .returning({ id: findHouseRequests.id });
  if (!moved.length) throw new ApiError("find_house_status_invalid");
  return { reference, status: to };
}
