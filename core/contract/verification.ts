import { defineContract } from "./define";
import { opsAuth } from "./staff";
import { z, zCode, zPageNum, zPageSize } from "./zod";

/**
 * Verification as data: each check StudyNest staff made of a landlord or an apartment — what
 * was checked, by whom, when, until when — is a record. A badge is shown only where a current
 * record exists, says what it covers and links to the record (`verification/info`). Staff
 * record and revoke checks under /rest/ops/verification/* (audited).
 */
const tag = "verification";

export const VERIFICATION_CHECKS = ["identity", "ownership", "address", "photos", "video_call"] as const;
export const VERIFICATION_SUBJECTS = ["apartment", "landlord"] as const;
/** What can be checked of each: a landlord is a person (identity, the right to let); an apartment a place. */
export const CHECKS_OF: Record<(typeof VERIFICATION_SUBJECTS)[number], readonly (typeof VERIFICATION_CHECKS)[number][]> = {
  landlord: ["identity", "ownership"],
  apartment: ["ownership", "address", "photos", "video_call"],
};

/** A current check as a badge shows it: what, when, and the record it links to. */
export const verificationBadge = z
  .object({
    code: z.string().openapi({ description: "The record (verification/info; the page /{lang}/verification/{code})" }),
    subject: z.enum(VERIFICATION_SUBJECTS).openapi({ description: "apartment: this apartment; landlord: the landlord who lets it" }),
    check: z.enum(VERIFICATION_CHECKS),
    checkName: z.string().openapi({ description: "In the request's language" }),
    text: z.string().openapi({ description: "What the badge says: \"Photos checked by StudyNest on 2026-10-02\"" }),
    checkedOn: z.string().openapi({ description: "YYYY-MM-DD" }),
    expiresOn: z.string().openapi({ description: "YYYY-MM-DD; the badge is gone after it" }),
  })
  .openapi("VerificationBadge");

const record = verificationBadge.extend({
  current: z.boolean().openapi({ description: "Not expired and not revoked" }),
  note: z.string().nullable().openapi({ description: "How it was checked, as staff wrote it" }),
  checkedBy: z
    .object({ staffId: z.number().int().nullable(), name: z.string() })
    .openapi({ description: "The staff member (id; the name in the console, \"StudyNest staff\" on the public record), or the operator token" }),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  building: z.object({ code: z.string(), name: z.string() }).nullable().openapi({ description: "The apartment checked (apartment records)" }),
  landlord: z.object({ id: z.number().int(), name: z.string(), buildings: z.array(z.object({ code: z.string(), name: z.string() })) }).nullable(),
});

export const verificationContract = defineContract({
  "/rest/building/client/verification/info": {
    summary: "A verification record: what was checked, by whom, when, until when",
    description: "Public: the record a badge links to. Revoked and expired records answer too, marked so (a link once shared does not lie).",
    tag,
    auth: "none",
    body: z.object({ code: z.string().trim().max(40) }),
    response: record,
  },
});

export const verificationOpsContract = defineContract({
  "/rest/ops/verification/record": {
    summary: "Console: record a check of an apartment or a landlord",
    description:
      "apartment: buildingCode and one of ownership, address, photos, video_call; landlord: landlordId (a landlord account) and identity or ownership. " +
      "checkedOn defaults to today (not in the future, at most a year back); the record is current for validMonths (1–24, default 12). Audited.",
    tag,
    auth: "none",
    body: z.object({
      ...opsAuth,
      subject: z.enum(VERIFICATION_SUBJECTS),
      buildingCode: zCode().optional(),
      landlordId: z.coerce.number().int().min(1).optional(),
      check: z.enum(VERIFICATION_CHECKS),
      note: z.string().trim().max(500).optional(),
      checkedOn: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "msg:verification_date_invalid").optional(),
      validMonths: z.coerce.number().int().min(1).max(24).default(12),
    }),
    response: record,
  },
  "/rest/ops/verification/list": {
    summary: "Console: verification records, newest first",
    description: "All, or one apartment's (buildingCode) with its landlord's.",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, buildingCode: zCode().optional(), pageNum: zPageNum(), pageSize: zPageSize(100, 50) }),
    response: z.object({ total: z.number().int(), list: z.array(record) }),
  },
  "/rest/ops/verification/revoke": {
    summary: "Console: revoke a record (its badge goes at once)",
    tag,
    auth: "none",
    body: z.object({ ...opsAuth, code: z.string().trim().max(40), reason: z.string().trim().min(1, "msg:verification_reason_required").max(300) }),
    response: record,
  },
});
