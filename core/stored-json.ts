/**
 * The shapes the catalogue's and the help centre's jsonb columns hold (api/db/schema.ts types the
 * columns with them). They live below `api/` because the schema and the domains that read the
 * rows both need them, and the schema may import nothing from a domain. Only the seed, a
 * migration or the domain's own writer puts these values in; readers trust the column's type,
 * except the help answers, whose reader checks the blocks (a hand edit in psql is their one
 * other writer) before showing them.
 */
import type { z } from "zod";
import type { helpBlock } from "./contract/help";

/** A text kept in both of the catalogue's languages. */
export interface BilingualText {
  zh: string;
  en: string;
}

/** `buildings.policies`: the landlord's own wording; the page says the policies made from fee data. */
export interface BuildingPolicies {
  payment?: BilingualText;
  cancellation?: BilingualText;
  deposit?: BilingualText;
}

/** `buildings.faq`: the apartment's questions and answers, in the order shown. */
export type BuildingFaq = { q: BilingualText; a: BilingualText }[];

/** A room attribute's value: a key with a label (api/catalogue/labels.ts ROOM_ATTRIBUTE_VALUES) or a number. */
export type RoomAttributeValue = string | number;

/**
 * `rooms.attributes`: the facts of a room type beyond its columns. Every key is optional (a feed
 * may say nothing of one); keys without a label are kept but not shown.
 */
export interface RoomAttributes {
  floor?: number;
  bathroom?: string;
  kitchen?: string;
  window?: string;
  desk?: string;
  wardrobe?: string;
  airConditioning?: string;
  heating?: string;
  maxOccupants?: number;
  [key: string]: RoomAttributeValue | undefined;
}

/** `operation_handbooks.sections`: the handbook's chapters; its PDF is rendered from them. */
export type HandbookSections = { heading: BilingualText; body: BilingualText }[];

/**
 * `topic_pages.config`: a promotion page names sources, not apartments; `topic/page/config`
 * resolves each section against the live catalogue, so the page stays right as listings change.
 */
export interface TopicSection {
  title: BilingualText;
  source: {
    countrySlug?: string;
    citySlug?: string;
    tag?: string;
    sort?: "recommended" | "price_asc" | "newest";
    limit: number;
  };
}

export interface TopicConfig {
  banner: string;
  subtitle: BilingualText;
  /** ISO dates; outside the window the page answers with `active: false`. */
  startsAt?: string;
  endsAt?: string;
  sections: TopicSection[];
}

/** `help_questions.body_zh` / `body_en`: an answer as blocks, never HTML (api/help/markup.ts). */
export type HelpBlock = z.infer<typeof helpBlock>;
