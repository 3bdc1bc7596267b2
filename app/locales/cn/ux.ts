/** Login prompts of the student forms, the sale tab, notices. */
export default {
  ux: {
    favSavedAtLogin: "登录成功，已加入收藏",
    offers: { title: "当前优惠" },
    gate: {
      coop: "登录后即可提交房源合作申请。",
      feedback: "登录后即可提交留言反馈。",
      expired: "登录已失效，您填写的内容已保留，请重新登录后提交。",
      login: "登录 / 注册",
    },
  },
};
