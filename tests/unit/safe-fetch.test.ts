import { describe, expect, test } from "vitest";
import { addressAllowed } from "../../api/platform/safe-fetch";

/**
 * The addresses a landlord's feed or photo URL may reach: public ones only, however a private
 * one is spelled (IPv4 written as IPv6 in either form, NAT64, a zone-less link-local).
 */
describe("addressAllowed", () => {
  test("private, loopback, link-local, unspecified and IPv4-in-IPv6 spellings of them are refused", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "100.64.0.1", "169.254.169.254", "0.0.0.0", "224.0.0.1", "::", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "0:0:0:0:0:ffff:a01:203", "fe80::1", "fd00::1", "64:ff9b::a00:1", "not an address"]) {
      expect(addressAllowed(a), a).toBe(false);
    }
  });
  test("public addresses pass, an IPv4 one written as IPv6 too", () => {
    for (const a of ["203.0.113.10", "93.184.215.14", "2606:4700::1111", "::ffff:93.184.215.14"]) expect(addressAllowed(a), a).toBe(true);
  });
});
