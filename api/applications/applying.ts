import { desc, eq } from "drizzle-orm";
import type { Lang } from "#core/constants";
import { PAYMENT_PLANS, YEARS_OF_STUDY } from "#core/schemas/student";
import type { applicantDetails, guarantorDetails } from "#core/contract/applications";
import type { z } from "#core/contract/zod";
import { db } from "../db/client";
import { applicantProfiles, applicationStatusHistory, applications, schools } from "../db/schema";
import { cancellationPolicyOf, policyText, roomCostsByCode } from "../catalogue";
import { once } from "../platform/idempotency";
import { newApplyCode, pick, roomForApply } from "./service";

/**
 * Applying for a room: the form's context (the room, its apartment, the offered tenancies and
 * choices), the applicant's and guarantor's details kept for the next application, and the
 * application's insert with its first history row.
 */

/** The applicant and guarantor as applications and the saved details keep them (jsonb). */
export type ApplicantJson = z.infer<typeof applicantDetails>;
export type GuarantorJson = z.infer<typeof guarantorDetails>;

/** The room, its apartment and the form's choices; shared by apply/house and apply/form. */
export async function applyContext(roomCode: string, lang: Lang) {
  const { room, building, city, country } = await roomForApply(roomCode);
  const [costs, policy, universities] = await Promise.all([
    roomCostsByCode(room.code, lang),
    cancellationPolicyOf(building.id),
    db()
      .select({ id: schools.id, nameZh: schools.nameZh, nameEn: schools.nameEn })
      .from(schools)
      .where(eq(schools.cityId, building.cityId))
      .orderBy(desc(schools.popularity), schools.id)
      .limit(100),
  ]);
  return {
    tenancies: costs.tenancies.map(({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available }) => ({ code, kind, name, moveIn, moveOut, leaseTerm, leaseUnit, price, available })),
    costs: costs.costs,
    exchangeRate: costs.exchangeRate,
    guarantorRequired: costs.guarantorRequired,
    // What applying locks into the quote (intent/apply reads it again at that moment).
    cancellationPolicy: { ...policy, text: policyText(policy, building.currency, lang) },
    universities: universities.map((u) => ({ id: u.id, name: pick(lang, u.nameZh, u.nameEn) })),
    yearsOfStudy: [...YEARS_OF_STUDY],
    building: {
      code: building.code,
      name: pick(lang, building.nameZh, building.nameEn),
      address: pick(lang, building.addressZh, building.addressEn),
      city: pick(lang, city.nameZh, city.nameEn),
      country: pick(lang, country.nameZh, country.nameEn),
      photo: building.photos[0] ?? null,
      currency: building.currency,
      priceUnit: building.priceUnit,
    },
    room: {
      code: room.code,
      name: pick(lang, room.nameZh, room.nameEn),
      roomType: room.roomType,
      price: room.price,
      leaseTerms: room.leaseTerms,
      availableFrom: room.availableFrom,
      availableTo: room.availableTo,
      stock: room.stock,
    },
    leaseUnit: building.priceUnit,
    paymentPlans: [...PAYMENT_PLANS],
  };
}

/** The applicant and guarantor details the user keeps for the next application (null until saved). */
export async function savedDetails(userId: number) {
  const [row] = await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, userId)).limit(1);
  return {
    applicant: row?.applicant ?? null,
    guarantor: row?.guarantor ?? null,
  };
}

/** Keeps the applicant's details for the next application (the guarantor stays as saved). */
export async function saveApplicant(userId: number, applicant: ApplicantJson): Promise<void> {
  await db()
    .insert(applicantProfiles)
    .values({ userId, applicant })
    .onConflictDoUpdate({ target: applicantProfiles.userId, set: { applicant, updatedAt: new Date() } });
}

/** Keeps the guarantor's details for the next application (the applicant stays as saved). */
export async function saveGuarantor(userId: number, guarantor: GuarantorJson): Promise<void> {
  await db()
    .insert(applicantProfiles)
    .values({ userId, guarantor })
    .onConflictDoUpdate({ target: applicantProfiles.userId, set: { guarantor, updatedAt: new Date() } });
}

/** An application as the endpoint has checked and priced it, ready to be stored (its code is made here). */
export type NewApplication = Omit<typeof applications.$inferInsert, "id" | "applyCode" | "status" | "createdAt" | "updatedAt" | "applicant" | "guarantor"> & {
  applicant: ApplicantJson;
  guarantor: GuarantorJson | null;
};

/**
 * Stores a submitted application once per `requestId` (a repeat answers the first), with its first
 * history row; the details become the user's saved ones (a missing guarantor keeps the saved one).
 */
export async function submitApplication(owner: string, requestId: string | undefined, a: NewApplication) {
  const { id } = await once("intent/apply", owner, requestId, async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const [row] = await tx
        .insert(applications)
        .values({
          ...a,
          applyCode: newApplyCode(),
        })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (row) {
        await tx.insert(applicationStatusHistory).values({ applicationId: row.id, fromStatus: null, toStatus: "submitted", actor: "user" });
        const { applicant, guarantor } = a;
        await tx
          .insert(applicantProfiles)
          .values({ userId: a.userId, applicant, guarantor })
          .onConflictDoUpdate({ target: applicantProfiles.userId, set: guarantor ? { applicant, guarantor, updatedAt: new Date() } : { applicant, updatedAt: new Date() } });
        return row.id;
      }
      if (attempt > 5) throw new Error("could not allocate an apply code");
    }
  });
  const [row] = await db().select({ applyCode: applications.applyCode, status: applications.status }).from(applications).where(eq(applications.id, id));
  return { id, ...row };
}
