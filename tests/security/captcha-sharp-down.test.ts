import { beforeAll, expect, test, vi } from "vitest";
import { callSigned, rowCounts, setupApi } from "../helpers/api";

/**
 * When sharp cannot draw, the letter captcha used to fall back to an SVG that
 * carried the answer as text. Now the challenge fails ("service busy") and nothing is left
 * behind: no challenge row, no outbox entry, no picture.
 */
vi.mock("sharp", () => ({
  default: () => {
    throw new Error("sharp: no native binding");
  },
}));

beforeAll(async () => {
  await setupApi();
});

test.each(["image", "slide"])("captcha/new (%s) with sharp failing: service busy, no readable fallback", async (kind) => {
  const before = await rowCounts(["captcha_challenges", "dev_outbox"]);
  const r = await callSigned("/rest/common/captcha/new", { kind }, { language: "en", headers: { "x-forwarded-for": "10.66.0.1" } });
  expect(r).toMatchObject({ code: 1, data: null, msg: "The service is busy, please try again later" });
  expect(JSON.stringify(r)).not.toContain("svg");
  expect(await rowCounts(["captcha_challenges", "dev_outbox"])).toEqual(before);
});
