/**
 * The messages of the gift claim form's schemas (core/schemas/gift.ts), in both languages;
 * core/messages/validation.ts merges them, so the web catalogues and the API answer them alike.
 */
export const GIFT_VALIDATION = {
  cn: {
    gift_not_found: "礼品不存在",
    payout_method_required: "请选择收款方式",
    payout_holder_invalid: "请填写与收款账户一致的收款人姓名（2-70 个字母，任何文字均可）",
    payout_account_required: "请填写收款账号",
    payout_alipay_invalid: "请填写支付宝账号：手机号或邮箱地址",
    payout_wechat_invalid: "请填写微信号（6-20 位字母、数字、下划线或减号，以字母开头）或绑定的手机号",
    payout_paypal_invalid: "请填写 PayPal 账户的邮箱地址",
    payout_bank_country_required: "请选择银行所在的国家或地区",
    payout_bank_name_invalid: "请填写银行名称（2-100 个字符）",
    payout_sort_code_invalid: "请填写 6 位数字的 Sort code，如 12-34-56",
    payout_uk_account_invalid: "英国银行账号为 8 位数字",
    payout_iban_invalid: "请填写银行所在国家的有效 IBAN（以该国家代码开头）",
    payout_swift_invalid: "请填写有效的 SWIFT/BIC 代码（8 或 11 位，第 5-6 位为银行所在国家代码）",
    payout_bank_account_invalid: "请填写 4-34 位字母或数字的银行账号",
  },
  en: {
    gift_not_found: "This gift does not exist",
    payout_method_required: "Choose how you want to be paid",
    payout_holder_invalid: "Give the account holder's name as on the account (2 to 70 letters, any script)",
    payout_account_required: "Give the account number or ID",
    payout_alipay_invalid: "Give your Alipay account: a mobile number or an e-mail address",
    payout_wechat_invalid: "Give your WeChat ID (6 to 20 letters, digits, _ or -, starting with a letter) or its mobile number",
    payout_paypal_invalid: "Give the e-mail address of your PayPal account",
    payout_bank_country_required: "Choose the bank's country or region",
    payout_bank_name_invalid: "Give the bank's name (2 to 100 characters)",
    payout_sort_code_invalid: "Give the 6-digit sort code, e.g. 12-34-56",
    payout_uk_account_invalid: "UK account numbers are 8 digits",
    payout_iban_invalid: "Give a valid IBAN of the bank's country (it starts with the country code)",
    payout_swift_invalid: "Give a valid SWIFT/BIC code (8 or 11 characters; the 5th and 6th are the bank's country)",
    payout_bank_account_invalid: "Give the bank account number (4 to 34 letters or digits)",
  },
} as const;
