import { GUARANTOR_RELATIONS } from "#core/schemas/student";
import { intentContract, applyContract, applicantContract, leadContract } from "#core/contract/applications";
import { implement, type Endpoint } from "../http/endpoint";
import { ApiError, Reply } from "../http/envelope";
import { roomCostsByCode, tenancyEnd, type Tenancy } from "../catalogue";
import { cancellationPolicyOf, lockQuote, pricedTenancy, roomBlockedBetween } from "../catalogue";
import { ownerOf } from "../platform/idempotency";
import { cancelApplication, prefixExists, prefixIsoExists, roomForApply, USER_CANCELLABLE, type ApplicationStatus } from "./service";
import { applyContext, savedDetails, saveApplicant, saveGuarantor, submitApplication, type ApplicantJson, type GuarantorJson } from "./applying";
import { applicationDetail, listApplications, ownApplication } from "./reading";
import { requestPickup } from "./pickups";
import { requestBooking, requestFindHouse } from "./leads";
import { notifyStatus } from "./notify";

/**
 * Room applications: /rest/user/client/intent/{apply, apply/house, list, info, cancel}, the
 * application form and airport pickups (/rest/user/client/apply/), the saved applicant and
 * guarantor details, and the find-a-house and booking requests. Input → service → answer; the
 * queries live in this folder's applying, reading, pickups and leads modules.
 */

const intentEndpoints = implement(intentContract, {
  "/rest/user/client/intent/apply/house": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [context, saved] = await Promise.all([applyContext(input.roomCode, ctx.lang), savedDetails(me.id)]);
    return { ...context, ...saved, contact: { mobilePrefixId: me.mobilePrefixId, mobile: me.mobile, realName: me.realName } };
  },
  "/rest/user/client/intent/apply": async (input, ctx) => {
    const me = await ctx.requireUser();
    const { room, building } = await roomForApply(input.roomCode);
    if (room.stock <= 0) throw new ApiError("room_sold_out");
    const offer = await roomCostsByCode(room.code, ctx.lang);
    // The guarantor only where the apartment requires one.
    if (offer.guarantorRequired && (!input.guarantorName || !input.guarantorRelation || !input.guarantorMobile)) {
      throw new ApiError("guarantor_required");
    }
    let moveInDate: string;
    let leaseTerm: number;
    let rentalEnd: string;
    let tenancy: Tenancy | undefined;
    if (input.tenancyCode) {
      tenancy = offer.tenancies.find((t) => t.code === input.tenancyCode);
      if (!tenancy) throw new ApiError("tenancy_not_offered");
      if (!tenancy.available && room.stock > 0 && (await roomBlockedBetween(room.id, tenancy.moveIn, tenancy.moveOut))) throw new ApiError("room_dates_blocked");
      if (!tenancy.available) throw new ApiError("room_sold_out");
      moveInDate = tenancy.moveIn;
      leaseTerm = tenancy.leaseTerm;
      rentalEnd = tenancy.moveOut;
    } else {
      // Older clients: a free move-in date within the coming year and a lease term the room offers.
      moveInDate = input.moveInDate!;
      leaseTerm = input.leaseTerm!;
      if (!room.leaseTerms.includes(leaseTerm)) throw new ApiError("lease_term_not_offered");
      const yearAhead = new Date(Date.now() + 548 * 86_400_000).toISOString().slice(0, 10);
      if (moveInDate > yearAhead) throw new ApiError("move_in_out_of_range");
      rentalEnd = tenancyEnd(moveInDate, leaseTerm, building.priceUnit);
    }
    // Checked here, whatever the form showed: the landlord may have blocked these dates since.
    if (await roomBlockedBetween(room.id, moveInDate, rentalEnd)) throw new ApiError("room_dates_blocked");
    if (!(await prefixExists(input.mobilePrefixId)) || (input.guarantorMobile && !(await prefixExists(input.guarantorMobilePrefixId)))) {
      throw new ApiError("mobile_prefix_not_found");
    }
    if (!(await prefixIsoExists(input.nationality))) throw new ApiError("nationality_error_tip");
    const applicant: ApplicantJson = {
      legalName: input.legalName,
      ...(input.chineseName ? { chineseName: input.chineseName } : {}),
      ...(input.surnamePinyin ? { surnamePinyin: input.surnamePinyin } : {}),
      dateOfBirth: input.dateOfBirth,
      nationality: input.nationality,
      university: input.university,
      course: input.course,
      yearOfStudy: input.yearOfStudy,
      address: input.address,
    };
    const guarantor: GuarantorJson | null =
      input.guarantorName && input.guarantorRelation && input.guarantorMobile
        ? {
            name: input.guarantorName,
            relation: input.guarantorRelation,
            mobilePrefixId: input.guarantorMobilePrefixId,
            mobile: input.guarantorMobile,
            ...(input.guarantorEmail ? { email: input.guarantorEmail } : {}),
            ...(input.guarantorAddress ? { address: input.guarantorAddress } : {}),
          }
        : null;
    // The price the student sees now is the price they book at: locked into the application.
    const quote = lockQuote(
      pricedTenancy({ price: room.price, leaseTerms: room.leaseTerms, iso2: offer.iso2, unit: building.priceUnit, currency: building.currency }, tenancy, moveInDate, leaseTerm, rentalEnd),
      offer.fees,
      input.paymentPlan,
      building.currency,
      offer.exchangeRate,
      await cancellationPolicyOf(building.id),
    );
    const { id, ...row } = await submitApplication(ownerOf(ctx, me.id), input.requestId, {
      userId: me.id,
      buildingId: building.id,
      roomId: room.id,
      moveInDate,
      leaseTerm,
      leaseUnit: building.priceUnit,
      rentalStart: moveInDate,
      rentalEnd,
      mobilePrefixId: input.mobilePrefixId,
      mobile: input.mobile,
      applicant,
      guarantor,
      remark: input.remark ?? null,
      paymentPlan: input.paymentPlan,
      quote,
      attribution: ctx.attribution,
    });
    await notifyStatus(id);
    return new Reply(row, "apply_ok");
  },
  "/rest/user/client/intent/list": async (input, ctx) => {
    const me = await ctx.requireUser();
    return listApplications(me.id, ctx.lang, input);
  },
  "/rest/user/client/intent/info": async (input, ctx) => {
    const me = await ctx.requireUser();
    const app = await ownApplication(me.id, input.applyCode);
    return applicationDetail(app.id, ctx.lang);
  },
  "/rest/user/client/intent/cancel": async (input, ctx) => {
    const me = await ctx.requireUser();
    const app = await ownApplication(me.id, input.applyCode);
    if (app.status !== "cancelled" && !USER_CANCELLABLE.includes(app.status)) throw new ApiError("apply_cannot_cancel");
    await cancelApplication(app.id);
    await notifyStatus(app.id);
    return new Reply({ applyCode: app.applyCode, status: "cancelled" as ApplicationStatus }, "apply_cancelled");
  },
});

/**
 * The application form's definition (apply/form) and the airport pickup request (apply/jieji),
 * under /rest/user/client/apply/.
 */
const applyEndpoints = implement(applyContract, {
  "/rest/user/client/apply/form": async (input, ctx) => {
    const me = await ctx.requireUser();
    const [context, saved] = await Promise.all([applyContext(input.roomCode, ctx.lang), savedDetails(me.id)]);
    return {
      ...context,
      relations: [...GUARANTOR_RELATIONS],
      moveIn: { from: context.room.availableFrom, to: context.room.availableTo },
      defaults: {
        mobilePrefixId: me.mobilePrefixId,
        mobile: me.mobile,
        applicant: saved.applicant,
        guarantor: saved.guarantor,
      },
    };
  },
  "/rest/user/client/apply/jieji": async (input, ctx) => {
    const me = await ctx.requireUser();
    const pickup = {
      flightNo: input.flightNo,
      arrivalDate: input.arrivalDate,
      arrivalTime: input.arrivalTime,
      airport: input.airport,
      passengers: input.passengers,
      remark: input.remark ?? null,
    };
    const id = await requestPickup(me.id, input.applyCode, pickup, { owner: ownerOf(ctx, me.id), requestId: input.requestId, attribution: ctx.attribution });
    return new Reply({ id, applyCode: input.applyCode }, "pickup_ok");
  },
});

/**
 * The applicant's and guarantor's details a user keeps for applications:
 * /rest/user/client/applicant/{info,update} and /rest/user/client/guarantee/{info,update}.
 * Each application also keeps its own copy, so later edits never rewrite a sent application.
 */
const applicantEndpoints = implement(applicantContract, {
  "/rest/user/client/applicant/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).applicant;
  },
  "/rest/user/client/applicant/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    const applicant: ApplicantJson = { chineseName: input.chineseName, surnamePinyin: input.surnamePinyin, address: input.address };
    await saveApplicant(me.id, applicant);
    return applicant;
  },
  "/rest/user/client/guarantee/info": async (_input, ctx) => {
    const me = await ctx.requireUser();
    return (await savedDetails(me.id)).guarantor;
  },
  "/rest/user/client/guarantee/update": async (input, ctx) => {
    const me = await ctx.requireUser();
    if (!(await prefixExists(input.guarantorMobilePrefixId))) throw new ApiError("mobile_prefix_not_found");
    const guarantor: GuarantorJson = {
      name: input.guarantorName,
      relation: input.guarantorRelation,
      mobilePrefixId: input.guarantorMobilePrefixId,
      mobile: input.guarantorMobile,
      ...(input.guarantorEmail ? { email: input.guarantorEmail } : {}),
      ...(input.guarantorAddress ? { address: input.guarantorAddress } : {}),
    };
    await saveGuarantor(me.id, guarantor);
    return guarantor;
  },
});

/** Find-a-house and booking requests, from visitors and users alike. */
const leadEndpoints = implement(leadContract, {
  "/rest/building/client/house/find/apply": async (input, ctx) => {
    const user = await ctx.user();
    const reference = await requestFindHouse(input, user?.id, ctx);
    return new Reply({ reference }, "find_house_ok");
  },
  "/rest/building/client/booking/apply": async (input, ctx) => {
    const user = await ctx.user();
    const reference = await requestBooking(input, user?.id, ctx);
    return new Reply({ reference }, "booking_ok");
  },
});

/** Every endpoint of this domain, for api/app.ts to mount. */
export const applicationEndpoints: Endpoint[] = [...intentEndpoints, ...applyEndpoints, ...applicantEndpoints, ...leadEndpoints];
