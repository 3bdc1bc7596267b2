/** The catalogue domain as other domains see it: import these, never its inner files. */
export { roomCostsByCode } from "./apartment";
export { GIFT_KINDS, claimWindow, codeSeed, feesOf, offerApplies, offerText, tenancyAt, tenancyEnd } from "./costs";
export type { GiftKind, Offer, Unit } from "./costs";
// What applications and orders price and lock a quote with.
export { costOf, feeName, offerName, scheduleOf, tenancyName } from "./costs";
export type { FeeData, IntakeKind, PaymentPlan, PricedTenancy, ScheduledPayment, Tenancy, TenancyKind } from "./costs";
export { rateOf } from "./rates";
export { topicPage } from "./home";
export { fullPinyin } from "./text";
export { currentRates, withCny } from "./rates";
export { savedCodes } from "./saved";
export type { Rate } from "./rates";
export { CARD_COLUMNS, placeRef, toCard } from "./cards";
// The apartment and room of a booking, as the student's applications and orders list them.
export { BOOKED_PLACE_COLUMNS, bookedPlace } from "./booked-place";
export type { BookedPlaceRow } from "./booked-place";
export type { CardRow } from "./cards";
export { invalidateCatalogueAnswers } from "./catalogue-snapshot";
export { PRICE_UNIT_LABELS, ROOM_TYPE_LABELS, label } from "./labels";
export { STAMPED_TTL_MS, cacheKey, cached } from "./cache";
export { apartmentIdOf, catalogueBuiltAndSaved, catalogueStamp, warmCatalogue } from "./catalogue-snapshot";
export { catalogueFileOfAnotherBuild } from "./catalogue-file";
// The quote locked when applying, and the room units an approval takes and a cancellation returns.
export { lockQuote, pricedTenancy, quoteDto, quoteOf } from "./quote";
export type { Quote, QuoteDto, RoomPricing } from "./quote";
export { refreshBuilding, returnUnit, takeUnit } from "./stock";
// Blocked periods of a room type: the console keeps them, applying checks them.
export { blockedPeriodsOf, overlapsBlocked, roomBlockedBetween } from "./blocked-periods";
export type { BlockedPeriod } from "./blocked-periods";
// Each apartment's cancellation policy: shown when applying, locked into the quote.
export { POLICY_LIMITS, cancellationPolicyOf, policyText } from "./policy";
export type { CancellationPolicy } from "./policy";
// What the seed builds its rows with (start-up tooling, not a domain, but it imports like one).
export { catalogueStats } from "./home";
export type { TopicConfig, TopicSection } from "./home";
export { pinyinInitials } from "./text";
export { BED_SIZES, FACILITIES, TAGS, leaseTypeOfWeeks, leaseWeeks } from "./labels";
export type { RoomType } from "./labels";
export { standardFees } from "./costs";
export type { CatalogueRows } from "./catalogue-index";
// The fonts PDFs embed (Noto Sans SC: Chinese and Latin).
export { fonts as pdfFonts } from "./handbooks";
