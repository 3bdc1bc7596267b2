import { applicantSchema, applicationSchema, cancelSchema, GUARANTOR_RELATIONS, guarantorSchema, PAYMENT_PLANS, pickupSchema, YEARS_OF_STUDY, bookingSchema, findHouseSchema } from "../schemas/student";
import { APPLICATION_STATUSES, ORDER_STATUSES } from "../statuses";
import { exchangeRate, priceUnit, tenancy, tenancyCost } from "./costs";
import { cancellationPolicy, quote } from "./quote";
import { defineContract } from "./define";
import { enumOrNull, isoDate, pageOf, timestamp } from "./shapes";
import { z, zFormCheck, zPageNum, zPageSize } from "./zod";

/**
 * Room applications under /rest/user/client/: the form's room and choices (intent/apply/house,
 * apply/form), applying, the user's applications, cancelling, the airport pickup, and the
 * applicant and guarantor details kept for the next application. Every query is filtered by the
 * session's user, so another user's applyCode reads as "does not exist" (code 1).
 */
const tag = "applications";

export const applicationStatus = z.enum(APPLICATION_STATUSES);
export const orderStatus = z.enum(ORDER_STATUSES);
/** Who moved a status. */
export const statusActor = z.string().openapi({ description: "user | staff | system" });

/**
 * The applicant as an application or the saved details keep them. An application has every
 * field; details saved by applicant/update and applications made before the legal name have
 * only chineseName, surnamePinyin and address.
 */
export const applicantDetails = z.object({
  legalName: z.string().optional().openapi({ description: "As in the passport, any script" }),
  chineseName: z.string().optional(),
  surnamePinyin: z.string().optional(),
  dateOfBirth: isoDate().optional(),
  nationality: z.string().optional().openapi({ description: "ISO 3166 alpha-2" }),
  university: z.string().optional(),
  course: z.string().optional(),
  yearOfStudy: z.enum(YEARS_OF_STUDY).optional(),
  address: z.string(),
});

/** The guarantor as an application or the saved details keep them. */
export const guarantorDetails = z.object({
  name: z.string(),
  relation: z.enum(GUARANTOR_RELATIONS),
  mobilePrefixId: z.number().int(),
  mobile: z.string(),
  email: z.string().optional(),
  address: z.string().optional(),
});

/** The apartment and room an application or order is for, as lists show them. */
export const buildingOfList = z.object({ code: z.string(), name: z.string(), photo: z.string().nullable() });
export const roomOfList = z.object({ code: z.string(), name: z.string() }).nullable().openapi({ description: "Null when the room no longer exists" });

const roomCodeBody = z.object({ roomCode: z.string().trim().min(1, "room_required").max(40, "room_required") });

/** The room, its apartment and the form's choices: what apply/house and apply/form share. */
const applyContext = z.object({
  tenancies: z.array(tenancy),
  costs: z.array(tenancyCost).openapi({ description: "One per tenancy" }),
  exchangeRate,
  guarantorRequired: z.boolean().openapi({ description: "The apartment requires a guarantor's name, relation and phone" }),
  cancellationPolicy: cancellationPolicy.openapi({ description: "The apartment's cancellation policy: applying locks it into the quote" }),
  universities: z.array(z.object({ id: z.number().int(), name: z.string() })).openapi({ description: "Schools of the apartment's city, most popular first (at most 100)" }),
  yearsOfStudy: z.array(z.enum(YEARS_OF_STUDY)),
  building: z.object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    photo: z.string().nullable(),
    currency: z.string(),
    priceUnit,
  }),
  room: z.object({
    code: z.string(),
    name: z.string(),
    roomType: z.string(),
    price: z.number().int(),
    leaseTerms: z.array(z.number().int()).openapi({ description: "In the apartment's price unit" }),
    availableFrom: isoDate(),
    availableTo: isoDate().nullable(),
    stock: z.number().int().openapi({ description: "Rooms of this type still free; 0 = sold out" }),
  }),
  leaseUnit: priceUnit,
  paymentPlans: z.array(z.enum(PAYMENT_PLANS)),
});

/** An application's code and status: what applying and cancelling answer. */
const applicationRef = z.object({ applyCode: z.string(), status: applicationStatus });

const applicationItem = z.object({
  applyCode: z.string(),
  status: applicationStatus,
  createdAt: timestamp(),
  moveInDate: isoDate().nullable(),
  leaseTerm: z.number().int().nullable(),
  leaseUnit: enumOrNull(priceUnit),
  rentalStart: isoDate().nullable(),
  rentalEnd: isoDate().nullable().openapi({ description: "The last night of the tenancy" }),
  applicantName: z.string().nullable().openapi({ description: "The legal name, else the Chinese name" }),
  building: buildingOfList,
  room: roomOfList,
  orderNo: z.string().nullable(),
  orderStatus: enumOrNull(orderStatus),
  canCancel: z.boolean(),
});

const applicationDetail = z.object({
  applyCode: z.string(),
  status: applicationStatus,
  createdAt: timestamp(),
  moveInDate: isoDate().nullable(),
  leaseTerm: z.number().int().nullable(),
  leaseUnit: enumOrNull(priceUnit),
  rentalStart: isoDate().nullable(),
  rentalEnd: isoDate().nullable(),
  mobilePrefix: z.string().nullable().openapi({ description: "Calling code of `mobile`, without +" }),
  mobile: z.string().nullable(),
  paymentPlan: z.string().nullable().openapi({ description: PAYMENT_PLANS.join(" | ") }),
  remark: z.string().nullable(),
  applicant: applicantDetails.nullable(),
  guarantor: guarantorDetails.extend({ mobilePrefix: z.string().optional().openapi({ description: "Calling code of `mobile`, without +" }) }).nullable(),
  building: z.object({ code: z.string(), name: z.string(), address: z.string(), photo: z.string().nullable(), currency: z.string() }),
  room: z.object({ code: z.string(), name: z.string(), price: z.number().int() }).nullable(),
  order: z.object({ orderNo: z.string(), status: orderStatus, amount: z.number().int(), currency: z.string() }).nullable().openapi({ description: "Made when staff approve the application" }),
  orderNo: z.string().nullable(),
  pickup: z
    .object({
      flightNo: z.string(),
      arrivalDate: isoDate(),
      arrivalTime: z.string().openapi({ description: "HH:MM, local time at the airport" }),
      airport: z.string(),
      passengers: z.number().int(),
      remark: z.string().nullable(),
      status: z.string().openapi({ description: "`new` until staff arrange it" }),
    })
    .nullable()
    .openapi({ description: "The latest airport pickup request" }),
  history: z.array(
    z.object({
      from: enumOrNull(applicationStatus),
      to: applicationStatus,
      actor: statusActor,
      note: z.string().nullable(),
      at: timestamp(),
      notifiedAt: timestamp().nullable().openapi({ description: "When the student was told of the change; null = not sent" }),
      channel: enumOrNull(z.enum(["sms", "email"])).openapi({ description: "How the student was told" }),
    }),
  ),
  next: z.object({ step: applicationStatus, who: z.enum(["adviser", "you", "none"]) }).openapi({ description: "What happens next and who takes the step" }),
  replyPromise: z.object({ workingDays: z.number().int(), hours: z.string(), timeZone: z.string() }).openapi({ description: "When an adviser answers" }),
  canCancel: z.boolean(),
  canRequestPickup: z.boolean(),
  quote: quote.nullable().openapi({ description: "The price locked when applying; null for applications made before quotes were locked" }),
});

export const intentContract = defineContract({
  "/rest/user/client/intent/apply/house": {
    summary: "The room an application is for",
    description: "The room, its apartment, the lease terms and payment plans offered, and the user's saved applicant and guarantor details.",
    tag,
    auth: "required",
    body: roomCodeBody,
    response: applyContext.extend({
      applicant: applicantDetails.nullable(),
      guarantor: guarantorDetails.nullable(),
      contact: z.object({ mobilePrefixId: z.number().int().nullable(), mobile: z.string().nullable(), realName: z.string().nullable() }).openapi({ description: "The user's own phone and name" }),
    }),
  },
  "/rest/user/client/intent/apply": {
    summary: "Apply for a room",
    description:
      "Creates an application in status `submitted` and answers its applyCode. Repeats every rule of the web form; `requestId` (one per rendered form) makes a repeated submit answer the first application instead of creating a second. The applicant and guarantor details are also kept for the next application.",
    tag,
    auth: "required",
    body: applicationSchema,
    response: applicationRef,
  },
  "/rest/user/client/intent/list": {
    summary: "The user's applications",
    description: "Newest first; `status` filters. Answers list, pages, totalCount.",
    tag,
    auth: "required",
    body: z.object({ pageNum: zPageNum(), pageSize: zPageSize(50, 10), status: applicationStatus.optional() }),
    response: pageOf(applicationItem),
  },
  "/rest/user/client/intent/info": {
    summary: "One of the user's applications",
    description: "With its status history, order and airport pickup. Another user's applyCode answers code 1 (does not exist).",
    tag,
    auth: "required",
    body: z.object({ applyCode: z.string().trim().min(1, "apply_not_found").max(40, "apply_not_found") }),
    response: applicationDetail,
  },
  "/rest/user/client/intent/cancel": {
    summary: "Cancel an application",
    description: "Allowed while the status is submitted or reviewing; cancelling an already cancelled application answers success again.",
    tag,
    auth: "required",
    body: cancelSchema,
    response: applicationRef,
  },
});

export const applyContract = defineContract({
  "/rest/user/client/apply/form": {
    summary: "The application form for a room",
    description:
      "The fields the form shows and their choices: lease terms of the room (in the apartment's price unit), payment plans, guarantor relations, the move-in window, and the user's saved applicant and guarantor details as defaults.",
    tag,
    auth: "required",
    body: roomCodeBody,
    response: applyContext.extend({
      relations: z.array(z.enum(GUARANTOR_RELATIONS)),
      moveIn: z.object({ from: isoDate(), to: isoDate().nullable() }).openapi({ description: "The room's availability" }),
      defaults: z.object({
        mobilePrefixId: z.number().int().nullable(),
        mobile: z.string().nullable(),
        applicant: applicantDetails.nullable(),
        guarantor: guarantorDetails.nullable(),
      }),
    }),
  },
  "/rest/user/client/apply/jieji": {
    summary: "Request an airport pickup for an application",
    description:
      "For the user's own application while it is submitted, in review or approved. A later request replaces the pending one; a repeated `requestId` answers the first.",
    tag,
    auth: "required",
    body: pickupSchema,
    response: z.object({ id: z.number().int().openapi({ description: "The pickup request" }), applyCode: z.string() }),
  },
});

export const applicantContract = defineContract({
  "/rest/user/client/applicant/info": {
    summary: "The user's saved applicant details",
    description: "Null until first saved (by applicant/update or an application).",
    tag,
    auth: "required",
    body: z.object({}),
    response: applicantDetails.nullable(),
  },
  "/rest/user/client/applicant/update": {
    summary: "Save the applicant details",
    description: "Replaces the saved applicant details with chineseName, surnamePinyin and address; answers what was saved.",
    tag,
    auth: "required",
    body: applicantSchema,
    response: applicantDetails,
  },
  "/rest/user/client/guarantee/info": {
    summary: "The user's saved guarantor details",
    description: "Null until first saved (by guarantee/update or an application with a guarantor).",
    tag,
    auth: "required",
    body: z.object({}),
    response: guarantorDetails.nullable(),
  },
  "/rest/user/client/guarantee/update": {
    summary: "Save the guarantor details",
    description: "Fields as on the application form: guarantorName, guarantorRelation, guarantorMobilePrefixId, guarantorMobile, guarantorEmail, guarantorAddress. Answers what was saved.",
    tag,
    auth: "required",
    body: guarantorSchema,
    response: guarantorDetails,
  },
});

/**
 * Requests visitors and users send, each stored with its attribution before the answer:
 * find-a-house and the academic-year room booking. A repeated `requestId` answers the first
 * record. The sender is told a random reference, never the row's sequential id.
 */
const leadsTag = "leads";

const referenceOut = z.object({
  reference: z.string().openapi({ description: "The request's reference for the sender (random, not a count)", example: "FH-7K3QM-9XD2A" }),
});

export const leadContract = defineContract({
  "/rest/building/client/house/find/apply": {
    summary: "Find-a-house request",
    description:
      "cityId (required), schoolId (optional; must be a school of that city), moveInDate (from today), name, mobilePrefixId, mobile, email, wechat, budget, remark, requestId. Works for visitors and users.",
    tag: leadsTag,
    auth: "none",
    body: findHouseSchema.extend({ captchaToken: zFormCheck() }),
    response: referenceOut,
  },
  "/rest/building/client/booking/apply": {
    summary: "Academic-year room booking",
    description: "buildingCode, fullName, mobilePrefixId, mobile, consultantId (≤ 10), others, requestId. Works for visitors and users.",
    tag: leadsTag,
    auth: "none",
    body: bookingSchema.extend({ captchaToken: zFormCheck() }),
    response: referenceOut,
  },
});
