import { describe, expect, expectTypeOf, it } from "vitest";
import { contract, type ApiFields } from "#core/contract";

/**
 * A call's fields are typed from the body its endpoint's schema accepts: a required field stays
 * required (a call without it does not compile: `npx tsc` checks the `@ts-expect-error` lines
 * below, which fail the typecheck the day the field turns optional), a number also as its
 * numeric text, an optional field also as null. The runtime half checks that what the types
 * allow is what the API's schema takes.
 */
type Cancel = ApiFields<"/rest/user/client/intent/cancel">;
type Apply = ApiFields<"/rest/user/client/apply/jieji">;
type Login = ApiFields<"/rest/user/client/login">;
type Schools = ApiFields<"/rest/building/client/school/list">;

describe("request fields typed from the contract", () => {
  it("keeps a required field required", () => {
    // @ts-expect-error applyCode is required
    const missing: Cancel = {};
    const given: Cancel = { applyCode: "a1b2c3" };
    expect(contract["/rest/user/client/intent/cancel"].body.safeParse(missing).success).toBe(false);
    expect(contract["/rest/user/client/intent/cancel"].body.safeParse(given).success).toBe(true);
    expectTypeOf<Cancel["applyCode"]>().toEqualTypeOf<string>();
  });

  it("takes a number or its numeric text where the schema coerces one, and null for an optional field", () => {
    const asText: Schools = { cityId: "12", limit: 500 };
    const asNull: Schools = { cityId: 12, limit: null };
    const body = contract["/rest/building/client/school/list"].body;
    expect(body.safeParse(asText).success).toBe(true);
    expect(body.safeParse({ cityId: 12 }).success).toBe(true);
    expect(body.safeParse({ cityId: "twelve" }).success).toBe(false);
    expect(asNull.limit).toBeNull();
  });

  it("checks a union body against one of its variants", () => {
    const bySms: Login = { loginType: "1", mobilePrefixId: 317, mobile: "13800138000", verifyCode: "123456" };
    // @ts-expect-error a password login names its password
    const noPassword: Login = { loginType: "3", email: "a@b.co" };
    expect(contract["/rest/user/client/login"].body.safeParse(bySms).success).toBe(true);
    expect(contract["/rest/user/client/login"].body.safeParse(noPassword).success).toBe(false);
  });

  it("names every required field of a form body", () => {
    // @ts-expect-error applyCode is required with the pickup's fields
    const partial: Apply = { flightNo: "CA937" };
    expect(contract["/rest/user/client/apply/jieji"].body.safeParse(partial).success).toBe(false);
  });
});
