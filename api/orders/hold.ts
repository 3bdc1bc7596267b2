import type { Lang } from "#core/constants";

/**
 * What happens to money paid before moving in: StudyNest holds it and releases it to the landlord
 * 48 hours after check-in, unless the student reports within 24 hours of check-in that the room
 * is not as described (then the release is frozen and staff look into it).
 */
export const RELEASE_AFTER_CHECK_IN_HOURS = 48;
export const REPORT_WITHIN_HOURS = 24;

export function holdRule(lang: Lang): string {
  return lang === "en"
    ? `Held by StudyNest: the landlord receives it ${RELEASE_AFTER_CHECK_IN_HOURS} hours after you check in, unless you report within ${REPORT_WITHIN_HOURS} hours of check-in that the room is not as described.`
    : `由 StudyNest 托管：您入住 ${RELEASE_AFTER_CHECK_IN_HOURS} 小时后才会支付给房东；如入住 ${REPORT_WITHIN_HOURS} 小时内报告房源与描述不符，款项将暂停支付。`;
}
