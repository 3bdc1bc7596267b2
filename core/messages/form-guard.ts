/**
 * The refusal of a form sent too often from one address or account (api/platform/form-guard.ts): the
 * sender must pass the picture check first. Shared by the API (its `msg`) and the web (its
 * catalogues, and recognising the refusal to show the check under the filled form).
 */
export const FORM_GUARD_KEY = "form_check_required";

export const FORM_GUARD_MESSAGES = {
  cn: {
    form_check_required: "提交过于频繁，请输入图片中的字母后再提交（已填写的内容已保留）",
  },
  en: {
    form_check_required: "Many requests have come from here: type the letters in the picture and send again (what you typed is kept)",
  },
} as const;
