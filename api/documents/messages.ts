import type { DocumentKind } from "#core/retention";

/** The documents' answers and refusals, merged into api/messages.ts. */
export const DOCUMENT_MESSAGES = {
  document_not_found: { zh: "该文件不存在", en: "There is no such document" },
  document_missing: { zh: "请选择要上传的文件", en: "Choose a file to upload" },
  document_type: { zh: "仅支持 PDF、JPG 或 PNG 文件", en: "Only PDF, JPG or PNG files are accepted" },
  document_size: { zh: "文件大小不能超过 8 MB", en: "Files must be 8 MB or smaller" },
  document_unreadable: { zh: "文件已损坏或无法识别", en: "The file is damaged or cannot be read" },
  document_pdf_active: {
    zh: "该 PDF 含有脚本、附件或加密，请导出为普通 PDF 或拍照上传",
    en: "This PDF carries scripts, attachments or encryption; export it as a plain PDF or upload a photo instead",
  },
  document_failed: { zh: "文件保存失败，请稍后重试", en: "The file could not be saved, please try again later" },
  document_kind_invalid: { zh: "请选择文件类型", en: "Choose what kind of document this is" },
  document_case_not_found: { zh: "没有找到该申请或订单", en: "There is no such application or order" },
  document_case_needed: {
    zh: "护照、录取通知书和担保人文件请上传到申请；拒签信请上传到订单",
    en: "Passport, offer letter and guarantor documents go with an application; a visa-refusal letter with an order",
  },
  document_case_closed: { zh: "该申请或订单已结束，不能再上传文件", en: "This application or order has ended; documents can no longer be added" },
  document_too_many: { zh: "每个申请或订单每类文件最多 5 份，请先删除不需要的", en: "At most 5 documents of each kind per application or order; delete one you no longer need first" },
  document_consent_required: {
    zh: "上传证件前，请阅读并勾选对敏感个人信息的单独同意",
    en: "Before uploading a document, read and tick the separate consent to sensitive personal information",
  },
  document_uploaded: { zh: "文件已上传", en: "The document has been uploaded" },
  document_deleted: { zh: "文件已删除", en: "The document has been deleted" },
} as const;

/** What each kind is called. */
export const KIND_LABELS: Record<DocumentKind, { zh: string; en: string }> = {
  passport: { zh: "护照照片页", en: "Passport photo page" },
  offer_letter: { zh: "录取通知书或 CAS", en: "Offer letter or CAS" },
  guarantor_id: { zh: "担保人身份证明", en: "Guarantor's ID" },
  guarantor_address: { zh: "担保人住址证明", en: "Guarantor's proof of address" },
  visa_refusal: { zh: "拒签信", en: "Visa-refusal letter" },
};
