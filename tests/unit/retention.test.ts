import { describe, expect, test } from "vitest";
import { CONSENT_TEXT } from "#core/consent";
import { documentDeleteAfter, RETENTION, RETENTION_RULES } from "#core/retention";

/** The retention rules: one function gives every document its date; the texts quote the same numbers. */
const up = new Date("2026-09-01T10:00:00Z");
const base = { uploadedAt: up, tenancyEnd: null, endedWithoutTenancyAt: null, refundDecidedAt: null };

describe("documentDeleteAfter", () => {
  test("application documents: tenancy end + 12 months, 90 days after an ended application, else 24 months after the upload", () => {
    expect(documentDeleteAfter({ ...base, kind: "passport", tenancyEnd: new Date("2027-06-30T00:00:00Z") })).toEqual({ deleteAfter: new Date("2028-06-30T00:00:00Z"), basis: "tenancy_end" });
    expect(documentDeleteAfter({ ...base, kind: "offer_letter", tenancyEnd: new Date("2027-06-30T00:00:00Z"), endedWithoutTenancyAt: new Date("2026-10-01T00:00:00Z") })).toEqual({
      deleteAfter: new Date("2026-12-30T00:00:00Z"),
      basis: "ended",
    });
    expect(documentDeleteAfter({ ...base, kind: "guarantor_id" })).toEqual({ deleteAfter: new Date("2028-09-01T10:00:00Z"), basis: "undated" });
  });

  test("a refusal letter: 90 days after the refund decision, else 12 months after the upload", () => {
    expect(documentDeleteAfter({ ...base, kind: "visa_refusal", refundDecidedAt: new Date("2026-10-01T00:00:00Z") })).toEqual({ deleteAfter: new Date("2026-12-30T00:00:00Z"), basis: "refund_decided" });
    expect(documentDeleteAfter({ ...base, kind: "visa_refusal", tenancyEnd: new Date("2027-06-30T00:00:00Z") })).toEqual({ deleteAfter: new Date("2027-09-01T10:00:00Z"), basis: "undecided" });
  });

  test("the privacy table and the consent text state the numbers the sweep applies", () => {
    const docs = RETENTION_RULES.find((r) => r.key === "documents")!;
    expect(docs.period.en).toContain(`${RETENTION.afterTenancyMonths} months after the tenancy ends`);
    expect(docs.period.zh).toContain(`${RETENTION.afterTenancyMonths} 个月`);
    expect(RETENTION_RULES.find((r) => r.key === "visa_refusal")!.period.en).toContain(`${RETENTION.afterRefundDecisionDays} days after the refund`);
    expect(CONSENT_TEXT.sensitive_documents.en).toContain(`${RETENTION.afterTenancyMonths} months after the tenancy ends`);
    expect(CONSENT_TEXT.sensitive_documents.zh).toContain("中国境外");
  });
});
