/** The roommate board's answers and refusals only the server can make. */
export const ROOMMATE_MESSAGES = {
  roommate_post_created: { zh: "您的室友帖子已发布", en: "Your roommate post is online" },
  roommate_post_updated: { zh: "您的室友帖子已更新", en: "Your roommate post has been updated" },
  roommate_post_closed: { zh: "帖子已关闭，不再显示在室友广场", en: "The post is closed and no longer on the roommate board" },
  roommate_post_reopened: { zh: "帖子已重新上线", en: "The post is back on the roommate board" },
  roommate_post_exists_in_city: {
    zh: "您在{{city}}已有一条室友帖子，每个城市只能有一条，请在“我的发布”中修改它",
    en: "You already have a roommate post in {{city}} (one per city); edit it under My posts",
  },
  roommate_post_exists_hidden: {
    zh: "您在{{city}}的室友帖子已被工作人员隐藏，暂时不能在该城市再发帖",
    en: "Your roommate post in {{city}} was hidden by our staff; you cannot post again in that city for now",
  },
  roommate_post_hidden_cannot_edit: {
    zh: "这条帖子已被工作人员隐藏，不能修改、重新上线或处理意向",
    en: "This post was hidden by our staff: it cannot be changed, reopened or answered",
  },
  roommate_reopen_month_required: {
    zh: "入住月份已过，请选择新的入住月份后重新上线",
    en: "The move-in month has passed; choose a new month to reopen the post",
  },
  roommate_interest_sent: { zh: "意向已发送，对方接受后双方可以看到彼此的联系方式", en: "Interest sent: once accepted, you both see each other's contact details" },
  roommate_interest_own_post: { zh: "不能对自己的帖子发送意向", en: "You cannot send an interest to your own post" },
  roommate_interest_exists: { zh: "您已对这条帖子发送过意向", en: "You have already sent an interest to this post" },
  roommate_interest_accepted: { zh: "已接受，双方现在可以看到彼此的联系方式", en: "Accepted: you can now both see each other's contact details" },
  roommate_interest_declined: { zh: "已拒绝该意向", en: "Interest declined" },
  roommate_interest_already_answered: { zh: "该意向已处理过，不能更改", en: "This interest has already been answered and cannot be changed" },
  roommate_report_sent: { zh: "感谢举报，工作人员会尽快核实", en: "Thank you: our staff will look into it" },
  roommate_report_own_post: { zh: "不能举报自己的帖子", en: "You cannot report your own post" },
  roommate_report_exists: { zh: "您已举报过这条帖子", en: "You have already reported this post" },
  roommate_post_limit: { zh: "发帖过于频繁，请稍后再试", en: "Too many posts and edits; please try again later" },
  roommate_interest_limit: { zh: "发送意向过于频繁，请明天再试", en: "Too many interests sent; please try again tomorrow" },
  roommate_hide_reason_required: { zh: "请填写隐藏原因（1-200 个字）", en: "Give a reason for hiding (1 to 200 characters)" },
  roommate_post_hidden: { zh: "帖子已隐藏", en: "The post is hidden" },
  roommate_post_shown: { zh: "帖子已恢复显示", en: "The post is shown again" },
} as const;
