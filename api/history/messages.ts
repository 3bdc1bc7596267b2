/** My history's and my feedback's refusals and notices, merged into api/messages.ts. */
export const HISTORY_FEEDBACK_MESSAGES = {
  history_item_not_found: { zh: "浏览记录不存在或已删除", en: "This history item does not exist or was already removed" },
  history_views_invalid: { zh: "浏览记录格式无效", en: "The list of viewed apartments and rooms is malformed" },
  history_removed: { zh: "已从浏览记录中删除", en: "Removed from your history" },
  history_cleared: { zh: "浏览记录已清空", en: "Your history is cleared" },
  history_limit: { zh: "浏览记录操作过于频繁，请稍后再试", en: "Too many changes to your history; please try again later" },
  feedback_not_found: { zh: "反馈不存在", en: "No such feedback" },
  feedback_reply_required: { zh: "请填写回复内容（1-1000 个字）", en: "Write a reply (1 to 1,000 characters)" },
  feedback_closed: { zh: "这条反馈已关闭，不能再回复", en: "This feedback is closed and takes no more replies" },
  feedback_replied: { zh: "回复已发送", en: "The reply is sent" },
  feedback_closed_ok: { zh: "反馈已关闭", en: "The feedback is closed" },
} as const;
