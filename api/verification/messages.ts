import type { Lang } from "#core/constants";
import type { VERIFICATION_CHECKS, VERIFICATION_SUBJECTS } from "#core/contract/verification";

type Check = (typeof VERIFICATION_CHECKS)[number];
type Subject = (typeof VERIFICATION_SUBJECTS)[number];

/** Verification's answers and refusals, merged into api/messages.ts. */
export const VERIFICATION_MESSAGES = {
  verification_not_found: { zh: "该认证记录不存在", en: "There is no such verification record" },
  verification_check_not_for_subject: {
    zh: "房东可核验身份与房屋所有权/管理协议；公寓可核验所有权/管理协议、地址、照片与视频看房",
    en: "A landlord's identity and ownership or management agreement can be checked; an apartment's ownership, address, photos and video call",
  },
  verification_date_invalid: { zh: "核验日期须为今天或过去一年内的日期（YYYY-MM-DD）", en: "The check date must be today or within the past year (YYYY-MM-DD)" },
  verification_building_unknown: { zh: "没有该编号的公寓", en: "No apartment has this code" },
  verification_landlord_unknown: { zh: "没有该房东账号", en: "No landlord account has this id" },
  verification_already_revoked: { zh: "该认证记录已撤销", en: "This record has already been revoked" },
  verification_reason_required: { zh: "请填写撤销原因", en: "Give the reason for revoking" },
  verification_recorded: { zh: "核验已记录", en: "The check has been recorded" },
  verification_revoked: { zh: "认证记录已撤销", en: "The record has been revoked" },
} as const;

/** What each check is called. */
export const CHECK_LABELS: Record<Check, { zh: string; en: string }> = {
  identity: { zh: "身份", en: "Identity" },
  ownership: { zh: "所有权或管理协议", en: "Ownership or management agreement" },
  address: { zh: "地址", en: "Address" },
  photos: { zh: "照片", en: "Photos" },
  video_call: { zh: "视频看房", en: "Video call" },
};

/** The badge's words: what was checked, by StudyNest, on which day ("Photos checked by StudyNest on 2026-10-02"). */
export function badgeText(check: Check, subject: Subject, day: string, lang: Lang): string {
  if (lang === "en") {
    const what: Record<Check, string> = {
      identity: "Landlord's identity checked",
      ownership: subject === "landlord" ? "Landlord's ownership or management agreement checked" : "Ownership or management agreement checked",
      address: "Address checked",
      photos: "Photos checked",
      video_call: "Video call held",
    };
    return `${what[check]} by StudyNest on ${day}`;
  }
  const what: Record<Check, string> = {
    identity: "核验了房东身份",
    ownership: subject === "landlord" ? "核验了房东的所有权或管理协议" : "核验了所有权或管理协议",
    address: "核验了地址",
    photos: "核验了照片",
    video_call: "进行了视频看房",
  };
  return `留学家于 ${day} ${what[check]}`;
}
