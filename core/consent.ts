import { RETENTION } from "./retention";

/**
 * Separate consent at the point of need (PIPL art. 29: sensitive personal information such as
 * identity documents). The text is asked beside the upload form; a consent is recorded with the
 * time and this version (consents table), and a new version asks again. The periods come from
 * core/retention.ts, the rules the sweep applies.
 */
export const CONSENT_PURPOSES = ["sensitive_documents"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_TEXT: Record<ConsentPurpose, { version: string; zh: string; en: string }> = {
  sensitive_documents: {
    version: "2026-11-27",
    zh:
      "我单独同意留学家处理我上传的证件与文件（护照照片页、录取通知书或 CAS、担保人证明、拒签信），这些属于敏感个人信息：" +
      "仅用于核实身份、学籍与租住权及办理拒签退款；仅我本人、办理此事的留学家工作人员和该申请的房东可以查看，每次查看都有记录；" +
      "文件加密保存，可能传输至中国境外（房源所在国的房东与留学家的服务器）；" +
      `申请文件在租期结束后 ${RETENTION.afterTenancyMonths} 个月删除（未成租约的，结束后 ${RETENTION.afterEndedDays} 天），拒签信在退款决定后 ${RETENTION.afterRefundDecisionDays} 天删除。` +
      "我可以随时删除已上传的文件。",
    en:
      "I separately agree that StudyNest processes the documents I upload (passport photo page, offer letter or CAS, guarantor's documents, visa-refusal letter), which are sensitive personal information: " +
      "only to check my identity, studies and right to rent and to decide a visa refund; only I, the StudyNest staff handling the case and the landlord of that application can see them, and every reading is recorded; " +
      "they are stored encrypted and may be transferred outside China (to the landlord in the country of the home and to StudyNest's servers); " +
      `application documents are deleted ${RETENTION.afterTenancyMonths} months after the tenancy ends (${RETENTION.afterEndedDays} days after an application that ended without one), a refusal letter ${RETENTION.afterRefundDecisionDays} days after its refund is decided. ` +
      "I can delete an uploaded document at any time.",
  },
};
