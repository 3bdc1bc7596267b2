/** The online service's answers and refusals only the server makes. */
export const SERVICE_MESSAGES = {
  service_sent: { zh: "消息已发送", en: "Your message has been sent" },
  service_limit: { zh: "消息发送过于频繁，请稍后再试", en: "Too many messages; please try again later" },
  service_start_limit: {
    zh: "今天新建的会话已达上限，请在已有的会话中继续留言",
    en: "You have started as many conversations as a day allows; please write in one you already have",
  },
  service_closed: {
    zh: "该会话已关闭；学生再次留言后会重新打开",
    en: "This conversation is closed; it opens again when the student writes",
  },
  service_reply_sent: { zh: "回复已发送", en: "Reply sent" },
  service_closed_ok: { zh: "会话已关闭", en: "Conversation closed" },
} as const;
