import { z } from "zod";
import {
  CONSULTANT_ID_MAX,
  COOP_EMAIL_MAX,
  COOP_NAME_MAX,
  COOP_PHONE_MAX,
  COOP_PHONE_MIN,
  COOP_WECHAT_MAX,
  DEFAULT_MOBILE_PREFIX,
  FEEDBACK_CONTENT_MAX,
  NICKNAME_MAX,
  NICKNAME_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../constants";
import { EMAIL_RE, MOBILE_RE } from "../validation";

/**
 * The student area's forms as zod schemas, shared by the browser (conform), the web
 * actions and the API, so the server repeats every client-side rule. Messages are keys of
 * core/messages/validation.ts, which both the web catalogues and the API's message table include,
 * so either side can translate them.
 *
 * Conform turns empty inputs into `undefined`; optional text fields accept that, required
 * ones name their message for the missing case.
 */
const req = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim();
const opt = (max: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

// ---- limits of the student area's own fields (one place, used by both sides) -----------------
export const STUDENT_LIMITS = {
  realNameMax: USERNAME_MAX,
  realNameMin: USERNAME_MIN,
  introMax: 200,
  houseInfoMax: 200,
  remarkMax: 500,
  applyRemarkMax: 500,
  chineseNameMax: 20,
  legalNameMax: 60,
  universityMax: 100,
  courseMax: 100,
  surnamePinyinMax: 30,
  addressMax: 200,
  fullNameMax: 40,
  budgetMax: 40,
  flightNoMax: 12,
  airportMax: 60,
  othersMax: 500,
  passengersMax: 9,
} as const;

/** A client-made id per rendered form: a repeat of the same id returns the first record. */
export const REQUEST_ID_RE = /^[A-Za-z0-9-]{8,64}$/;
export const requestIdSchema = z.string({ required_error: "request_id_invalid" }).regex(REQUEST_ID_RE, "request_id_invalid");

export const NICKNAME_RE = new RegExp(`^[A-Za-z0-9\\u4e00-\\u9fa5]{${NICKNAME_MIN},${NICKNAME_MAX}}$`);
export const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DIGITS_RE = /^\d+$/;
export const CHINESE_NAME_RE = /^[\u4e00-\u9fa5·]{2,20}$/;
export const PINYIN_RE = /^[A-Za-z]+( [A-Za-z]+)*$/;
export const GENDERS = ["0", "1", "2"] as const; // unknown, male, female
export const PAYMENT_PLANS = ["full", "term", "monthly"] as const;
export const GUARANTOR_RELATIONS = ["parent", "relative", "sponsor", "other"] as const;

function validDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
const dateField = (message: string) => req(message).refine(validDate, message);
/** A date from today on (move-in). */
const futureDate = (message: string) => dateField(message).refine((v) => v >= todayIso(), message);

const prefixId = z.coerce
  .number({ invalid_type_error: "mobile_error_tip" })
  .int("mobile_error_tip")
  .positive("mobile_error_tip")
  .default(DEFAULT_MOBILE_PREFIX.id);
const mobile = req("mobile_error_tip").regex(MOBILE_RE, "mobile_error_tip");
const optionalEmail = (max: number) =>
  z
    .string({ invalid_type_error: "email_error_tip" })
    .trim()
    .max(max, "email_error_tip")
    .refine((v) => v === "" || EMAIL_RE.test(v), "email_error_tip")
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined));
const id = (message: string) =>
  z.coerce.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(2_147_483_647, message);

// ---- profile -------------------------------------------------------------------------------

export const profileSchema = z.object({
  userName: req("nickname_error_tip").regex(NICKNAME_RE, "nickname_error_tip"),
  realName: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (v.length >= STUDENT_LIMITS.realNameMin && v.length <= STUDENT_LIMITS.realNameMax), "real_name_error_tip"),
  gender: z.enum(GENDERS, { errorMap: () => ({ message: "gender_error_tip" }) }).optional(),
  birthday: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (validDate(v) && v >= "1900-01-01" && v <= todayIso()), "birthday_error_tip"),
  intro: opt(STUDENT_LIMITS.introMax, "intro_error_tip"),
  /** Path of an uploaded avatar (`/jcommon/file/...` or an https URL), as the upload answered. */
  avatar: z
    .string()
    .trim()
    .max(500, "upload_fail_tip")
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * The profile form: `userNameWas` is the nickname the form was filled with. A nickname left as
 * it was is not checked again (an account may carry one an older rule allowed), and is not
 * sent: the API keeps it. A changed one must pass the rule.
 */
export const profileFormSchema = z
  .object({
    ...profileSchema.shape,
    userName: z.string().trim().optional(),
    userNameWas: z.string().trim().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    const unchanged = !!v.userName && v.userName === (v.userNameWas ?? "");
    if (!unchanged && !NICKNAME_RE.test(v.userName ?? "")) ctx.addIssue({ code: "custom", path: ["userName"], message: "nickname_error_tip" });
  });

/** What the profile form sends the API: without a nickname the user did not change. */
export function profileUpdateFields(v: z.infer<typeof profileFormSchema>): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.userName && v.userName !== v.userNameWas) out.userName = v.userName;
  if (v.realName) out.realName = v.realName;
  if (v.gender !== undefined) out.gender = v.gender;
  if (v.birthday) out.birthday = v.birthday;
  if (v.intro) out.intro = v.intro;
  return out;
}

export const bindEmailSchema = z.object({
  email: req("email_error_tip").max(100, "email_error_tip").regex(EMAIL_RE, "email_error_tip").transform((v) => v.toLowerCase()),
});

// ---- house cooperation ---------------------------------------------------------

/** The city select's value: `countryId:cityId` (a country-and-city pair). */
export const CITY_PAIR_RE = /^\d{1,9}:\d{1,9}$/;

const coopFields = {
  houseInfo: req("coop_house_required").min(1, "coop_house_required").max(STUDENT_LIMITS.houseInfoMax, "coop_house_too_long"),
  name: req("coop_name_invalid").min(1, "coop_name_invalid").max(COOP_NAME_MAX, "coop_name_invalid"),
  mobilePrefixId: prefixId,
  mobile: req("coop_phone_invalid")
    .min(COOP_PHONE_MIN, "coop_phone_invalid")
    .max(COOP_PHONE_MAX, "coop_phone_invalid")
    .regex(DIGITS_RE, "coop_phone_invalid"),
  email: optionalEmail(COOP_EMAIL_MAX),
  wechat: opt(COOP_WECHAT_MAX, "coop_wechat_too_long"),
  remark: opt(STUDENT_LIMITS.remarkMax, "remark_too_long"),
  requestId: requestIdSchema.optional(),
};

/** The web form: one `city` select carrying both ids. */
export const cooperationFormSchema = z.object({
  city: req("coop_city_required").regex(CITY_PAIR_RE, "coop_city_required"),
  ...coopFields,
});
/** The API call: countryId and cityId separately. */
export const cooperationApiSchema = z.object({
  countryId: id("coop_city_required"),
  cityId: id("coop_city_required"),
  ...coopFields,
});
export function splitCityPair(pair: string): { countryId: number; cityId: number } {
  const [countryId, cityId] = pair.split(":").map(Number);
  return { countryId, cityId };
}

// ---- feedback -------------------------------------------------------------------

export const feedbackSchema = z.object({
  cate: id("feedback_type_required"),
  content: req("feedback_content_required")
    .min(1, "feedback_content_required")
    .max(FEEDBACK_CONTENT_MAX, "feedback_content_too_long"),
  requestId: requestIdSchema.optional(),
});

// ---- room application -------------------------------------------------------------------

export const applicantFields = {
  chineseName: req("chinese_name_error_tip").regex(CHINESE_NAME_RE, "chinese_name_error_tip"),
  surnamePinyin: req("surname_pinyin_error_tip").max(STUDENT_LIMITS.surnamePinyinMax, "surname_pinyin_error_tip").regex(PINYIN_RE, "surname_pinyin_error_tip"),
  address: req("address_error_tip").min(5, "address_error_tip").max(STUDENT_LIMITS.addressMax, "address_error_tip"),
};
export const applicantSchema = z.object(applicantFields);

export const guarantorFields = {
  guarantorName: req("guarantor_name_error_tip").min(2, "guarantor_name_error_tip").max(STUDENT_LIMITS.fullNameMax, "guarantor_name_error_tip"),
  guarantorRelation: z.enum(GUARANTOR_RELATIONS, { errorMap: () => ({ message: "guarantor_relation_error_tip" }) }),
  guarantorMobilePrefixId: prefixId,
  guarantorMobile: mobile,
  guarantorEmail: optionalEmail(100),
  guarantorAddress: opt(STUDENT_LIMITS.addressMax, "address_error_tip"),
};
export const guarantorSchema = z.object(guarantorFields);

/** A legal name as in the passport, in any script: letters and marks, spaces, dots, hyphens, apostrophes. */
export const LEGAL_NAME_RE = /^[\p{L}\p{M}][\p{L}\p{M} .'’·-]*[\p{L}\p{M}.]$/u;
export const YEARS_OF_STUDY = ["foundation", "year1", "year2", "year3", "year4", "masters", "phd", "language", "exchange", "other"] as const;
/** `<moveIn yyyymmdd>-<term>` (api/catalogue/costs.ts). */
export const TENANCY_CODE_RE = /^\d{8}-\d{1,3}$/;

function yearsAgo(n: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear() - n, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/** Who the applicant is: a legal name in any script; the Chinese name only if they have one. */
export const applicationApplicantFields = {
  legalName: req("legal_name_error_tip").min(2, "legal_name_error_tip").max(STUDENT_LIMITS.legalNameMax, "legal_name_error_tip").regex(LEGAL_NAME_RE, "legal_name_error_tip"),
  chineseName: opt(STUDENT_LIMITS.chineseNameMax, "chinese_name_error_tip").refine((v) => v === undefined || CHINESE_NAME_RE.test(v), "chinese_name_error_tip"),
  surnamePinyin: opt(STUDENT_LIMITS.surnamePinyinMax, "surname_pinyin_error_tip").refine((v) => v === undefined || PINYIN_RE.test(v), "surname_pinyin_error_tip"),
  dateOfBirth: dateField("date_of_birth_error_tip").refine((v) => v >= "1930-01-01" && v <= yearsAgo(14), "date_of_birth_error_tip"),
  nationality: req("nationality_error_tip").regex(/^[A-Za-z]{2}$/, "nationality_error_tip").transform((v) => v.toUpperCase()),
  university: req("university_error_tip").min(2, "university_error_tip").max(STUDENT_LIMITS.universityMax, "university_error_tip"),
  course: req("course_error_tip").min(2, "course_error_tip").max(STUDENT_LIMITS.courseMax, "course_error_tip"),
  yearOfStudy: z.enum(YEARS_OF_STUDY, { errorMap: () => ({ message: "year_of_study_error_tip" }) }),
  address: applicantFields.address,
};

/** Guarantor fields as the application sends them: required only where the apartment requires a guarantor. */
const optionalGuarantorFields = {
  guarantorName: opt(STUDENT_LIMITS.fullNameMax, "guarantor_name_error_tip").refine((v) => v === undefined || v.length >= 2, "guarantor_name_error_tip"),
  guarantorRelation: z
    .union([z.literal(""), z.enum(GUARANTOR_RELATIONS)], { errorMap: () => ({ message: "guarantor_relation_error_tip" }) })
    .optional()
    .transform((v) => (v ? v : undefined)),
  guarantorMobilePrefixId: prefixId,
  guarantorMobile: z
    .string({ invalid_type_error: "mobile_error_tip" })
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || MOBILE_RE.test(v), "mobile_error_tip"),
  guarantorEmail: guarantorFields.guarantorEmail,
  guarantorAddress: guarantorFields.guarantorAddress,
};

const applicationBase = z.object({
  roomCode: req("room_required").min(1, "room_required").max(40, "room_required"),
  mobilePrefixId: prefixId,
  mobile,
  /** The chosen tenancy (room/info `tenancies`): its dates and term are the application's. */
  tenancyCode: opt(20, "tenancy_required").refine((v) => v === undefined || TENANCY_CODE_RE.test(v), "tenancy_required"),
  /** Older clients: a move-in date and lease term instead of a tenancy. */
  moveInDate: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (validDate(v) && v >= todayIso()), "move_in_error_tip"),
  leaseTerm: z.coerce
    .number({ invalid_type_error: "lease_term_error_tip" })
    .int("lease_term_error_tip")
    .min(1, "lease_term_error_tip")
    .max(120, "lease_term_error_tip")
    .optional(),
  paymentPlan: z.enum(PAYMENT_PLANS, { errorMap: () => ({ message: "payment_plan_error_tip" }) }),
  remark: opt(STUDENT_LIMITS.applyRemarkMax, "remark_too_long"),
  agree: z
    .union([z.literal("on"), z.literal("true"), z.literal("1"), z.literal(true)], { errorMap: () => ({ message: "protocol_required" }) })
    .transform(() => true as const),
  ...applicationApplicantFields,
  ...optionalGuarantorFields,
  requestId: requestIdSchema.optional(),
});

/**
 * The application form (intent/apply). `agree` is the protocol checkbox. A tenancy, or (older
 * clients) a move-in date with a lease term; the guarantor's name, relation and phone when
 * `guarantorRequired` (the apartment is not tagged "no guarantor").
 */
export function applicationSchemaFor(opts: { guarantorRequired: boolean }) {
  return applicationBase.superRefine((v, ctx) => {
    if (!v.tenancyCode) {
      if (v.moveInDate === undefined && v.leaseTerm === undefined) ctx.addIssue({ code: "custom", path: ["tenancyCode"], message: "tenancy_required" });
      else if (v.moveInDate === undefined) ctx.addIssue({ code: "custom", path: ["moveInDate"], message: "move_in_error_tip" });
      else if (v.leaseTerm === undefined) ctx.addIssue({ code: "custom", path: ["leaseTerm"], message: "lease_term_error_tip" });
    }
    if (opts.guarantorRequired) {
      if (!v.guarantorName) ctx.addIssue({ code: "custom", path: ["guarantorName"], message: "guarantor_name_error_tip" });
      if (!v.guarantorRelation) ctx.addIssue({ code: "custom", path: ["guarantorRelation"], message: "guarantor_relation_error_tip" });
      if (!v.guarantorMobile) ctx.addIssue({ code: "custom", path: ["guarantorMobile"], message: "mobile_error_tip" });
    }
  });
}
/** The API's schema: the guarantor rule is applied once the room (and its apartment) is known. */
export const applicationSchema = applicationSchemaFor({ guarantorRequired: false });
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const cancelSchema = z.object({ applyCode: req("apply_not_found").min(1, "apply_not_found").max(40, "apply_not_found") });

/** Airport pickup (apply/jieji) for an application. */
export const pickupSchema = z.object({
  applyCode: req("apply_not_found").min(1, "apply_not_found").max(40, "apply_not_found"),
  flightNo: req("flight_no_error_tip").max(STUDENT_LIMITS.flightNoMax, "flight_no_error_tip").regex(/^[A-Za-z0-9]{2,3}\s?\d{1,5}[A-Za-z]?$/, "flight_no_error_tip"),
  arrivalDate: futureDate("arrival_date_error_tip"),
  arrivalTime: req("arrival_time_error_tip").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "arrival_time_error_tip"),
  airport: req("airport_error_tip").min(2, "airport_error_tip").max(STUDENT_LIMITS.airportMax, "airport_error_tip"),
  passengers: z.coerce
    .number({ required_error: "passengers_error_tip", invalid_type_error: "passengers_error_tip" })
    .int("passengers_error_tip")
    .min(1, "passengers_error_tip")
    .max(STUDENT_LIMITS.passengersMax, "passengers_error_tip"),
  remark: opt(STUDENT_LIMITS.remarkMax, "remark_too_long"),
  requestId: requestIdSchema.optional(),
});

// ---- find a house and academic-year booking --------------------------------------------------

export const findHouseSchema = z.object({
  cityId: id("target_city_required"),
  schoolId: z
    .union([z.literal(""), id("school_error_tip")])
    .optional()
    .transform((v) => (v === "" || v === undefined ? undefined : v)),
  moveInDate: futureDate("move_in_error_tip"),
  name: req("full_name_error_tip").min(1, "full_name_error_tip").max(STUDENT_LIMITS.fullNameMax, "full_name_error_tip"),
  mobilePrefixId: prefixId,
  mobile,
  email: optionalEmail(100),
  wechat: opt(COOP_WECHAT_MAX, "coop_wechat_too_long"),
  budget: opt(STUDENT_LIMITS.budgetMax, "budget_error_tip"),
  remark: opt(STUDENT_LIMITS.remarkMax, "remark_too_long"),
  requestId: requestIdSchema.optional(),
});

export const bookingSchema = z.object({
  buildingCode: req("booking_building_required").min(1, "booking_building_required").max(40, "booking_building_required"),
  fullName: req("full_name_error_tip").min(1, "full_name_error_tip").max(STUDENT_LIMITS.fullNameMax, "full_name_error_tip"),
  mobilePrefixId: prefixId,
  mobile,
  consultantId: opt(CONSULTANT_ID_MAX, "consultant_id_error_tip"),
  others: opt(STUDENT_LIMITS.othersMax, "others_error_tip"),
  requestId: requestIdSchema.optional(),
});
