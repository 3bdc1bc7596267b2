/** Feedback: the form's refusals and answers, and the replies thread's. */
export const FEEDBACK_MESSAGES = {
  feedback_ok: { zh: "您的留言反馈提交成功", en: "Your feedback has been submitted" },
  feedback_not_found: { zh: "反馈不存在", en: "No such feedback" },
  feedback_reply_required: { zh: "请填写回复内容（1-1000 个字）", en: "Write a reply (1 to 1,000 characters)" },
  feedback_closed: { zh: "这条反馈已关闭，不能再回复", en: "This feedback is closed and takes no more replies" },
  feedback_replied: { zh: "回复已发送", en: "The reply is sent" },
  feedback_closed_ok: { zh: "反馈已关闭", en: "The feedback is closed" },
} as const;
