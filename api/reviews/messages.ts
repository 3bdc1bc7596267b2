/** Reviews' refusals only the server can make. */
export const REVIEW_MESSAGES = {
  review_saved: { zh: "感谢您的评价，已发表", en: "Thank you, your review is published" },
  review_updated: { zh: "您的评价已更新", en: "Your review has been updated" },
  review_not_resident: {
    zh: "只有通过我们预订并已办理入住的住户才能评价这个公寓",
    en: "Only residents whose booking through us reached check-in can review this apartment",
  },
  review_edit_closed: {
    zh: "评价发表后 30 天内可以修改，这条评价已不能再修改",
    en: "Reviews can be changed for 30 days after writing; this one can no longer be changed",
  },
  review_hidden_cannot_edit: {
    zh: "这条评价已被工作人员隐藏，不能修改",
    en: "This review was hidden by our staff and cannot be changed",
  },
  review_not_found: { zh: "评价不存在", en: "No such review" },
  review_hide_reason_required: { zh: "请填写隐藏原因（1-200 个字）", en: "Give a reason for hiding (1 to 200 characters)" },
  review_limit: { zh: "评价提交过于频繁，请稍后再试", en: "Too many review submissions; please try again later" },
} as const;
