import { describe, expect, it } from "vitest";
import { contactDetailsIn } from "#core/contact-details";

describe("contact details in a message or post", () => {
  it.each([
    ["Call me on 07700 900123 to sort the deposit", ["phone"]],
    ["加我微信：zhang_san88 转账给我", ["wechat"]],
    ["my wechat id is lily2026x", ["wechat"]],
    ["vx abc12345", ["wechat"]],
    ["email me: li.si@example.com", ["email"]],
    ["li.si (at) example (dot) com", ["email"]],
    ["电话 138 0013 8000 或者 wx:abcdef1", ["phone", "wechat"]],
    ["+44 (20) 7946 0958", ["phone"]],
    ["１３８００１３８０００", ["phone"]],
  ])("%j → %j", (text, kinds) => {
    expect(contactDetailsIn(text)).toEqual(kinds);
  });

  it.each([
    "Looking for a quiet flatmate near UCL, budget 1200 a month from 2026-09-01",
    "我是大二学生，喜欢做饭，预算每周 250 英镑，2026 年 9 月入住",
    "Room 12B, floor 3, move in September",
    "I like the wechat group of our course",
  ])("%j has none", (text) => {
    expect(contactDetailsIn(text)).toEqual([]);
  });
});
