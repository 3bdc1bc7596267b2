/** The console's answers and refusals (applications, leads, the catalogue, the listings feed), merged into api/messages.ts. */
export const CONSOLE_MESSAGES = {
  console_invite_email_required: { zh: "请填写房东登录用的邮箱", en: "Give the e-mail the landlord will sign in with" },
  console_invite_no_link: { zh: "未配置网站地址（PUBLIC_URL），无法生成邀请链接", en: "PUBLIC_URL is not set, so no invitation link can be made" },
  console_invited: { zh: "已转化，已向房东发送设置密码的邀请", en: "Converted; the landlord has been sent an invitation to set a password" },
  console_feed_malformed: { zh: "数据源格式错误：应为 JSON，形如 {\"apartments\": [...]}；未做任何更改", en: "The feed is malformed: it must be JSON like {\"apartments\": [...]}; nothing was changed" },
  console_feed_done: { zh: "数据源已导入", en: "Feed imported" },
  console_published: { zh: "公寓已上线", en: "The apartment is published" },
  console_unpublished: { zh: "公寓已下线", en: "The apartment is unpublished" },
  console_application_not_found: { zh: "申请不存在", en: "No such application" },
  console_answer_late: {
    zh: "已超过 48 小时答复期限，该申请已转交顾问处理",
    en: "The 48-hour answer window has passed; the application has gone to an adviser",
  },
  console_answer_done: { zh: "该申请已答复", en: "This application has already been answered" },
  console_application_closed: { zh: "该申请已处理完毕", en: "This application is already decided" },
  console_note_required: { zh: "请填写给学生的说明", en: "Write a note to the student" },
  console_not_adviser: { zh: "只能分配给顾问或管理员", en: "Only advisers or admins can be assigned" },
  console_building_not_found: { zh: "公寓不存在", en: "No such apartment" },
  console_room_not_found: { zh: "房型不存在", en: "No such room" },
  console_lead_not_found: { zh: "线索不存在", en: "No such lead" },
  console_review_not_found: { zh: "评价不存在", en: "No such review" },
} as const satisfies Record<string, { zh: string; en: string }>;
