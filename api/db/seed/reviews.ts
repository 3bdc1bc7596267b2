import { sql } from "drizzle-orm";
import { query, type Db } from "../client";
import { Prng } from "./prng";

/**
 * Past residents and their reviews, so apartment pages and listing cards show
 * verified reviews on a fresh start. Each seeded resident is a user who cannot log in (no
 * mobile, e-mail or password; register_source `seed_resident`) with a completed order for the
 * apartment — exactly what makes a real student a verified resident — and one review written
 * after the stay. Deterministic (seeded PRNG); runs once, whenever no seeded resident exists
 * (so a database seeded before this feature gets them at its next start).
 */
export const SEED_RESIDENT_SOURCE = "seed_resident";

const NAMES = [
  "王思远", "李佳怡", "张浩然", "刘雨桐", "陈子涵", "杨一鸣", "赵欣然", "黄俊杰", "周梓萱", "吴宇航",
  "Chen Yu", "Lin Xiaoyu", "Zhou Kai", "Emily Zhang", "Kevin Liu", "Sophia Wang", "Jason Huang", "Grace Li", "Tony Xu", "Amy Sun",
];

type Level = "low" | "mid" | "high";
const level = (n: number): Level => (n <= 2 ? "low" : n === 3 ? "mid" : "high");

const EN: Record<"location" | "value" | "management" | "facilities", Record<Level, string[]>> = {
  location: {
    high: ["The location is excellent: a short walk to campus and shops on the corner.", "Getting to lectures took me under fifteen minutes every day."],
    mid: ["The location is fine, though the bus can be crowded in the morning.", "It is a bit of a walk to campus but the area is quiet."],
    low: ["It is far from campus and I spent a lot on transport.", "The area is noisy at night and the walk home is long."],
  },
  value: {
    high: ["Good value for what you get, bills included.", "Fair rent compared with other places I viewed."],
    mid: ["The price is about average for the city.", "Not cheap, but the room was as described."],
    low: ["Expensive for the size of the room.", "The rent went up and felt too high for what it offers."],
  },
  management: {
    high: ["Reception staff were friendly and fixed problems within a day.", "The management team answered messages quickly, even at weekends."],
    mid: ["Maintenance requests took a few days but were handled.", "Staff were polite, if sometimes slow to reply."],
    low: ["Repairs took weeks and emails often went unanswered.", "Check-in was disorganised and the deposit came back late."],
  },
  facilities: {
    high: ["The gym and study rooms are well kept and the Wi-Fi is fast.", "Kitchen and laundry are clean and rarely busy."],
    mid: ["Facilities are basic but work; the laundry is often full on Sundays.", "The common room is nice, the Wi-Fi is average."],
    low: ["The kitchen was often dirty and the Wi-Fi dropped in the evenings.", "The lift was out of order for weeks."],
  },
};

const ZH: typeof EN = {
  location: {
    high: ["位置非常好，步行几分钟就到学校，楼下就有超市。", "每天去上课不到十五分钟，非常方便。"],
    mid: ["位置还可以，早上公交车比较挤。", "离学校有点远，但周边环境很安静。"],
    low: ["离学校比较远，交通费花了不少。", "晚上周边有点吵，回家的路也比较长。"],
  },
  value: {
    high: ["性价比很高，房租包含水电网。", "和看过的其他公寓相比，价格很合理。"],
    mid: ["价格在当地属于中等水平。", "不算便宜，但房间和描述一致。"],
    low: ["按房间大小来说有点贵。", "续租时涨价了，感觉不太值。"],
  },
  management: {
    high: ["前台工作人员很热情，报修一天内就处理好了。", "管理团队回复消息很快，周末也有人处理。"],
    mid: ["报修要等几天，但最后都解决了。", "工作人员态度不错，就是回复有时慢一点。"],
    low: ["维修拖了好几周，邮件经常没人回。", "入住手续比较混乱，押金退得也很慢。"],
  },
  facilities: {
    high: ["健身房和自习室维护得很好，网速也快。", "厨房和洗衣房很干净，很少需要排队。"],
    mid: ["设施比较基础但够用，周末洗衣房经常满。", "公共休息室不错，网络一般。"],
    low: ["厨房经常不干净，晚上网络不稳定。", "电梯坏了好几个星期。"],
  },
};

const OPENING = {
  en: { high: "I would recommend it.", mid: "Overall an okay place to live.", low: "I would look elsewhere next time." },
  zh: { high: "整体很推荐。", mid: "总体来说还可以。", low: "下次会考虑别的公寓。" },
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function seedResidentReviews(db: Db, log: (s: string) => void = console.log): Promise<number> {
  const [seeded] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE register_source = ${SEED_RESIDENT_SOURCE}`, db);
  if (seeded.n > 0) return 0;
  // Every third published apartment, 1–4 residents each: about 2,700 apartments at full scale.
  const buildings = await query<{ id: number; code: string; currency: string; from_price: number; price_unit: string; room_id: number | null }>(
    sql`SELECT b.id, b.code, b.currency, b.from_price, b.price_unit, (SELECT min(r.id) FROM rooms r WHERE r.building_id = b.id) AS room_id
      FROM buildings b WHERE b.is_published AND b.id % 3 = 1 ORDER BY b.id`,
    db,
  );
  if (!buildings.length) return 0;
  const rng = new Prng(20261115);
  const now = Date.now();
  const users: Record<string, unknown>[] = [];
  const orders: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  let n = 0;
  for (const b of buildings) {
    const count = rng.int(1, 4);
    const base = rng.int(2, 5); // the apartment's general standing, so its reviews roughly agree
    for (let i = 0; i < count; i++) {
      n++;
      const code = `seedres${String(n).padStart(6, "0")}`;
      users.push({ user_code: code, user_name: rng.pick(NAMES), register_source: SEED_RESIDENT_SOURCE, attribution: { source: "seed" } });
      // A stay of 9–12 months that ended 1–30 months ago, reviewed 5–40 days after moving out.
      const end = new Date(now - rng.int(30, 900) * 86_400_000);
      const start = new Date(end.getTime() - rng.int(270, 360) * 86_400_000);
      const written = new Date(Math.min(end.getTime() + rng.int(5, 40) * 86_400_000, now - 86_400_000));
      const weeks = b.price_unit === "week" ? Math.round((end.getTime() - start.getTime()) / (7 * 86_400_000)) : Math.round((end.getTime() - start.getTime()) / (30 * 86_400_000));
      orders.push({
        order_no: `O${code.toUpperCase()}`,
        user_code: code,
        building_id: b.id,
        room_id: b.room_id,
        amount: b.from_price * Math.max(weeks, 1),
        currency: b.currency,
        rental_start: iso(start),
        rental_end: iso(end),
        paid_at: new Date(start.getTime() - 30 * 86_400_000).toISOString(),
        created_at: new Date(start.getTime() - 45 * 86_400_000).toISOString(),
      });
      const clamp = (v: number) => Math.max(1, Math.min(5, v));
      const s = {
        location: clamp(base + rng.int(-1, 1)),
        value: clamp(base + rng.int(-1, 1)),
        management: clamp(base + rng.int(-1, 1)),
        facilities: clamp(base + rng.int(-1, 1)),
      };
      const rating = clamp(Math.round((s.location + s.value + s.management + s.facilities) / 4));
      const zh = rng.chance(0.6);
      const pool = zh ? ZH : EN;
      const aspects = rng.sample(["location", "value", "management", "facilities"] as const, rng.int(2, 4));
      const parts = aspects.map((a) => rng.pick(pool[a][level(s[a])]));
      const closing = (zh ? OPENING.zh : OPENING.en)[level(rating)];
      reviews.push({
        user_code: code,
        building_id: b.id,
        order_no: `O${code.toUpperCase()}`,
        rating,
        ...s,
        content: [...parts, closing].join(zh ? "" : " "),
        created_at: written.toISOString(),
      });
    }
  }
  const BATCH = 4000;
  for (let i = 0; i < users.length; i += BATCH) {
    await db.execute(sql`INSERT INTO users (user_code, user_name, register_source, attribution)
      SELECT user_code, user_name, register_source, attribution FROM json_to_recordset(${JSON.stringify(users.slice(i, i + BATCH))}::json)
        AS x(user_code text, user_name text, register_source text, attribution jsonb)`);
    await db.execute(sql`INSERT INTO orders (order_no, user_id, building_id, room_id, status, amount, currency, rental_start, rental_end, paid_at, created_at, updated_at)
      SELECT x.order_no, u.id, x.building_id, x.room_id, 'completed', x.amount, x.currency, x.rental_start, x.rental_end, x.paid_at, x.created_at, x.rental_end::timestamptz
      FROM json_to_recordset(${JSON.stringify(orders.slice(i, i + BATCH))}::json)
        AS x(order_no text, user_code text, building_id int, room_id int, amount int, currency text, rental_start date, rental_end date, paid_at timestamptz, created_at timestamptz)
      JOIN users u ON u.user_code = x.user_code`);
    await db.execute(sql`INSERT INTO reviews (user_id, building_id, order_id, rating, location, value, management, facilities, content, created_at, updated_at)
      SELECT u.id, x.building_id, o.id, x.rating, x.location, x.value, x.management, x.facilities, x.content, x.created_at, x.created_at
      FROM json_to_recordset(${JSON.stringify(reviews.slice(i, i + BATCH))}::json)
        AS x(user_code text, building_id int, order_no text, rating int, location int, value int, management int, facilities int, content text, created_at timestamptz)
      JOIN users u ON u.user_code = x.user_code JOIN orders o ON o.order_no = x.order_no`);
  }
  // Each order's path to completion, as staff would have moved it.
  await db.execute(sql`INSERT INTO order_status_history (order_id, from_status, to_status, actor, created_at)
    SELECT o.id, s.from_status::order_status, s.to_status::order_status, 'staff', s.at
    FROM orders o JOIN users u ON u.id = o.user_id AND u.register_source = ${SEED_RESIDENT_SOURCE}
    CROSS JOIN LATERAL (VALUES
      (NULL, 'pending_payment', o.created_at),
      ('pending_payment', 'paid', o.paid_at),
      ('paid', 'checked_in', o.rental_start::timestamptz),
      ('checked_in', 'completed', o.rental_end::timestamptz)) AS s(from_status, to_status, at)`);
  log(`  past residents' reviews: ${reviews.length} rows`);
  return reviews.length;
}
