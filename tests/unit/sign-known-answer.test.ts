import { describe, expect, it } from "vitest";
import { canonicalString, signFields, usesCommonSecret } from "#core/sign";

/**
 * Known answers for the request signature, worked out by hand, not with the code
 * under test: drop signToken and empty/null values, sort by name, join name=value with &,
 * append the secret, MD5 as lower-case hex. The digests were taken with coreutils, e.g.
 *   printf '%s' 'areaCode=86&flag=false&…&zero=0test-secret-42' | md5sum
 * (UTF-8 bytes, as the API reads its form bodies).
 */
describe("request signature, known answers", () => {
  const fields = {
    timestamp: 1700000000000,
    mobile: "13800138000",
    signToken: "must-not-count",
    language: "en",
    empty: "",
    nothing: null,
    missing: undefined,
    areaCode: "86",
    zero: 0,
    flag: false,
    nickName: "李 雷",
  };

  it("builds the canonical string by the rule", () => {
    expect(canonicalString(fields)).toBe("areaCode=86&flag=false&language=en&mobile=13800138000&nickName=李 雷&timestamp=1700000000000&zero=0");
  });

  it("signs to the hand-computed MD5", () => {
    expect(signFields(fields, "test-secret-42")).toBe("28ee254a8e3dcd5bb1dd0707803423f6");
  });

  it("does not depend on the order the fields come in, nor on a stale signToken", () => {
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    expect(signFields({ ...reversed, signToken: "other" }, "test-secret-42")).toBe("28ee254a8e3dcd5bb1dd0707803423f6");
  });

  it("sorts by code unit (upper case first) and signs nothing but the secret when no field counts", () => {
    expect(signFields({ alpha: 2, Zeta: 1 }, "test-secret-42")).toBe("7ce7d68cbd2e217ca5ea7b6ac3f18311");
    expect(signFields({ signToken: "x", a: "", b: null }, "test-secret-42")).toBe("ae52baa2cea74f6d3a6b168d4310ee0b");
  });

  it("changes with the secret and with any signed value", () => {
    expect(signFields({ c: "d", a: "b" }, "common-secret")).toBe("105d06e1c7481cdd8af486a90e21bcee");
    expect(signFields({ c: "d", a: "b" }, "common-secret2")).not.toBe("105d06e1c7481cdd8af486a90e21bcee");
    expect(signFields({ c: "e", a: "b" }, "common-secret")).not.toBe("105d06e1c7481cdd8af486a90e21bcee");
  });

  it("uses the common secret for /rest/common and /jcommon only", () => {
    expect(usesCommonSecret("/rest/common/sms/send")).toBe(true);
    expect(usesCommonSecret("/jcommon/file/upload")).toBe(true);
    expect(usesCommonSecret("/rest/user/login")).toBe(false);
  });
});
