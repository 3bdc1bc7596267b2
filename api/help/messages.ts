/** The help centre's answers and refusals. */
export const HELP_MESSAGES = {
  help_category_not_found: { zh: "帮助分类不存在", en: "No such help category" },
  help_question_not_found: { zh: "问题不存在或未发布", en: "No such question, or it is not published" },
  help_slug_invalid: {
    zh: "参数 {{field}} 只能包含小写字母、数字和连字符（-），且不能以连字符开头或结尾",
    en: "{{field}} may hold only lower-case letters, digits and single hyphens (-), not at either end",
  },
  help_category_slug_taken: { zh: "已有分类使用这个网址名（slug）", en: "Another category already uses this slug" },
  help_question_slug_taken: { zh: "这个分类中已有问题使用这个网址名（slug）", en: "Another question in this category already uses this slug" },
  help_body_invalid: {
    zh: "{{field}} 第 {{line}} 行：{{reason}}",
    en: "{{field}} line {{line}}: {{reason}}",
  },
  help_vote_invalid: { zh: "请选择“有帮助”或“没帮助”", en: "Choose whether the answer helped: yes or no" },
  help_vote_thanks: { zh: "感谢您的反馈", en: "Thank you for your feedback" },
  help_vote_already: { zh: "您已经评价过这个问题，感谢您的反馈", en: "You have already rated this answer; thank you" },
  help_vote_no_visitor: {
    zh: "无法识别您的浏览器，请允许本站使用 Cookie 后再试",
    en: "We could not recognise your browser; allow this site's cookies and try again",
  },
  help_vote_limit: { zh: "评价过于频繁，请稍后再试", en: "Too many votes; please try again later" },
  help_link_invalid: {
    zh: "链接只能指向本站页面，例如 [我的申请](/user/applications)",
    en: "links may only point to a page of this site, e.g. [My applications](/user/applications)",
  },
  help_link_label_empty: { zh: "链接文字不能为空", en: "a link needs words between the brackets" },
  help_too_many_blocks: { zh: "段落和列表太多（最多 {{max}} 个）", en: "too many paragraphs and lists (at most {{max}})" },
  help_too_many_items: { zh: "列表项太多（最多 {{max}} 项）", en: "too many list items (at most {{max}})" },
} as const satisfies Record<string, { zh: string; en: string }>;
