import type { z, ZodTypeAny } from "zod";
import { accountsContract } from "./accounts";
import { addressContract } from "./catalogue";
import { catalogueContract } from "./catalogue";
import { commonContract } from "./common";
import { favoritesContract } from "./favourites";
import { giftsContract } from "./gifts";
import { profileContract } from "./accounts";
import { reviewsContract } from "./reviews";
import { uploadContract } from "./uploads";
import { verifyContract } from "./accounts";
import { feedbackRepliesContract } from "./feedback";
import { historyContract } from "./history";
import { applicantContract, applyContract, intentContract } from "./applications";
import { feedbackContract } from "./feedback";
import { leadContract } from "./applications";
import { findHouseRequestContract } from "./find-house-requests";
import { orderContract, orderOpsContract } from "./orders";
import { paymentsContract } from "./payments";
import { helpContract } from "./help";
import { serviceContract } from "./service";
import { roommateContract } from "./roommates";
import { operatorContract, staffContract } from "./staff";
import { consoleContract } from "./console";
import { consoleFeesContract } from "./console-fees";
import { verificationContract, verificationOpsContract } from "./verification";
import { documentsContract, documentsOpsContract } from "./documents";
import { privacyContract } from "./privacy";

/**
 * Every endpoint of the API, keyed by path (core/contract/<group>.ts). The API implements and
 * documents exactly these; the web imports only the types below (`import type`), so no schema
 * reaches the browser and the web's calls are checked against what the API answers.
 */
export const contract = {
  ...addressContract,
  ...catalogueContract,
  ...reviewsContract,
  ...favoritesContract,
  ...giftsContract,
  ...accountsContract,
  ...verifyContract,
  ...commonContract,
  ...uploadContract,
  ...profileContract,
  ...historyContract,
  ...feedbackRepliesContract,
  ...intentContract,
  ...applyContract,
  ...applicantContract,
  ...orderContract,
  ...orderOpsContract,
  ...paymentsContract,
  ...leadContract,
  ...findHouseRequestContract,
  ...operatorContract,
  ...feedbackContract,
  ...helpContract,
  ...serviceContract,
  ...roommateContract,
  ...staffContract,
  ...consoleContract,
  ...consoleFeesContract,
  ...verificationContract,
  ...verificationOpsContract,
  ...documentsContract,
  ...documentsOpsContract,
  ...privacyContract,
};

export type Contract = typeof contract;
export type ApiPath = keyof Contract;

/** `data` of a successful call to `P`. */
export type ApiData<P extends ApiPath> = Contract[P]["response"] extends ZodTypeAny ? z.input<Contract[P]["response"]> : never;

type FieldValue = string | number | boolean | null | undefined;
/**
 * One field as a form sends it, from the type the body schema accepts: a number also as its
 * numeric text (a form's value, which the schema coerces), a boolean also as "true"/"false", a
 * string (or its literals) as is; a field the schema reads as anything (a preprocess) any value.
 */
type FieldOf<V> = unknown extends V
  ? FieldValue
  : V extends number
    ? number | `${number}`
    : V extends boolean
      ? boolean | `${boolean}`
      : V extends string | null | undefined
        ? V
        : FieldValue;
/**
 * The fields of a body: required stays required, an optional one may also be null (left out
 * when sent); every variant of a union body (a call must match one); any name where the body is
 * not an object.
 */
type FieldsOf<T> = T extends object ? { [K in keyof T]: FieldOf<T[K]> | (undefined extends T[K] ? null : never) } : Record<string, FieldValue>;
export type ApiFields<P extends ApiPath> = FieldsOf<z.input<Contract[P]["body"]>>;
