import { describe, expect, expectTypeOf, test } from "vitest";
import { mergeMessages } from "../../../api/message-tables";
import { isMessageKey, t, type MessageKey } from "../../../api/messages";

const gifts = { gift_claimed: { zh: "已提交", en: "Sent" } } as const;
const orders = { order_not_found: { zh: "订单不存在", en: "No such order" } } as const;
const clash = { gift_claimed: { zh: "另一个", en: "Another" } } as const;

describe("merging the domains' message tables", () => {
  test("disjoint tables merge into one, every key typed", () => {
    const merged = mergeMessages(gifts, orders);
    expectTypeOf(merged).toHaveProperty("gift_claimed");
    expectTypeOf(merged).toHaveProperty("order_not_found");
    expect(merged.order_not_found.en).toBe("No such order");
  });

  test("a key in two tables fails the typecheck, and throws for tables typed loosely", () => {
    // @ts-expect-error gift_claimed is in two tables: the merge names it as `duplicateKeys` and refuses.
    expect(() => mergeMessages(gifts, orders, clash)).toThrow(/gift_claimed/);
    const loose: Record<string, { zh: string; en: string }> = { order_not_found: { zh: "", en: "" } };
    // @ts-expect-error a loosely typed table may hold any key, so it is refused too.
    expect(() => mergeMessages(orders, loose)).toThrow(/order_not_found/);
  });

  test("the API's table holds every domain's keys", () => {
    const keys: MessageKey[] = ["ok", "gift_claimed", "order_not_found", "operator_forbidden", "favorite_added", "upload_type", "login_ok", "coop_ok"];
    for (const key of keys) expect(isMessageKey(key)).toBe(true);
    expect(t("en", "feedback_type_required")).toBe("Please choose a feedback type");
  });
});
