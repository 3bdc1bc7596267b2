import { describe, expectTypeOf, it } from "vitest";
import type { FeeData, Offer } from "#core/fees";
import type { Quote } from "#core/quote";
import type { BuildingFaq, BuildingPolicies, HandbookSections, HelpBlock, RoomAttributes, TopicConfig } from "#core/stored-json";
import type { Payout } from "#core/schemas/gift";
import type { applicantDetails, guarantorDetails } from "#core/contract/applications";
import type { z } from "#core/contract/zod";
import type {
  applicantProfiles,
  applications,
  buildings,
  gifts,
  helpQuestions,
  operationHandbooks,
  rooms,
  thirdPartyIdentities,
  ThirdPartyProfile,
  topicPages,
} from "../../api/db/schema";

/**
 * The jsonb columns that code reads field by field are typed in the schema (`.$type<…>()`), so a
 * route or service reads them without a cast and a write of the wrong shape fails to compile.
 * These checks run in the typecheck (`npx tsc --noEmit`); an untyped column reads as `unknown`
 * and fails them there.
 */
type Row<T extends { $inferSelect: object }> = T["$inferSelect"];
type Insert<T extends { $inferInsert: object }> = T["$inferInsert"];

describe("typed jsonb columns", () => {
  it("read as their stored shapes", () => {
    expectTypeOf<Row<typeof gifts>["offer"]>().toEqualTypeOf<Offer>();
    expectTypeOf<Row<typeof gifts>["payout"]>().toEqualTypeOf<string | Payout | null>();
    expectTypeOf<Row<typeof buildings>["fees"]>().toEqualTypeOf<FeeData | null>();
    expectTypeOf<Row<typeof thirdPartyIdentities>["profile"]>().toEqualTypeOf<ThirdPartyProfile | null>();
    expectTypeOf<Row<typeof applications>["applicant"]>().toEqualTypeOf<z.infer<typeof applicantDetails> | null>();
    expectTypeOf<Row<typeof applications>["guarantor"]>().toEqualTypeOf<z.infer<typeof guarantorDetails> | null>();
    expectTypeOf<Row<typeof applicantProfiles>["applicant"]>().toEqualTypeOf<z.infer<typeof applicantDetails> | null>();
    expectTypeOf<Row<typeof applications>["quote"]>().toEqualTypeOf<Quote | null>();
    expectTypeOf<Row<typeof buildings>["faq"]>().toEqualTypeOf<BuildingFaq>();
    expectTypeOf<Row<typeof buildings>["policies"]>().toEqualTypeOf<BuildingPolicies>();
    expectTypeOf<Row<typeof rooms>["attributes"]>().toEqualTypeOf<RoomAttributes>();
    expectTypeOf<Row<typeof operationHandbooks>["sections"]>().toEqualTypeOf<HandbookSections>();
    expectTypeOf<Row<typeof topicPages>["config"]>().toEqualTypeOf<TopicConfig>();
    expectTypeOf<Row<typeof helpQuestions>["bodyZh"]>().toEqualTypeOf<HelpBlock[]>();
    expectTypeOf<Row<typeof helpQuestions>["bodyEn"]>().toEqualTypeOf<HelpBlock[]>();
  });

  it("refuse a write of another shape", () => {
    // @ts-expect-error an offer has a key among cashback, discount and gift
    const offer: Insert<typeof gifts>["offer"] = { key: "voucher" };
    // @ts-expect-error a nickname is text
    const profile: Insert<typeof thirdPartyIdentities>["profile"] = { nickname: 7 };
    // @ts-expect-error a question of the apartment's FAQ is text in both languages
    const faq: Insert<typeof buildings>["faq"] = [{ q: "Pets?", a: { zh: "可以", en: "Yes" } }];
    // @ts-expect-error a help answer is blocks, never HTML
    const body: Insert<typeof helpQuestions>["bodyEn"] = "<p>Hi</p>";
    expectTypeOf(faq).not.toBeUnknown();
    expectTypeOf(body).not.toBeUnknown();
    expectTypeOf(offer).not.toBeUnknown();
    expectTypeOf(profile).not.toBeUnknown();
  });
});
