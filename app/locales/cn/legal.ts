/** Common pages: document frame, about band, e-mail activation, sitemap page. */
export default {
  document: {
    toc: "目录",
    updated: "更新日期：{{date}}",
    related: "相关协议与政策",
    backToTop: "回到顶部",
    opensInNewTab: "（在新标签页打开）",
  },
  about: {
    statsLabel: "平台数据",
    cities: "覆盖城市",
    rooms: "在线房源",
    hotline: "客服热线",
    startSearch: "开始找房",
  },
  mobileSection: {
    hint: "使用手机扫描二维码",
  },
  activation: {
    title: "邮箱激活",
    intro: "此页面用于确认您在留学家账户中绑定的电子邮箱。验证成功后，您可以使用该邮箱登录、找回密码，并接收申请与订单通知。",
    howTitle: "如何激活",
    steps: [
      "在账户设置中填写需要绑定的电子邮箱，并点击发送激活邮件；",
      "打开收到的激活邮件，点击其中的激活链接；",
      "链接会打开本页面并显示激活结果。",
    ],
    notReceived: "没有收到邮件？请检查垃圾邮件文件夹，或在账户设置中重新发送。激活链接有有效期，过期后需要重新发送。",
    toHome: "返回首页",
    toAccount: "前往账户设置",
    status: {
      success: { title: "邮箱激活成功", text: "您的电子邮箱已验证，现在可以使用该邮箱登录和接收通知。" },
      used: { title: "邮箱已激活", text: "此链接已使用过，您的电子邮箱已处于激活状态，无需重复操作。" },
      expired: { title: "激活链接已过期", text: "为保护账户安全，激活链接只在一段时间内有效。请在账户设置中重新发送激活邮件。" },
      invalid: { title: "激活链接无效", text: "此链接不完整或已失效。请确认您打开的是最新邮件中的完整链接，或在账户设置中重新发送。" },
      failed: { title: "邮箱激活未完成", text: "激活时出现问题，您的邮箱尚未验证。请稍后重试，或联系客服。" },
    },
  },
  sitemap: {
    title: "网站地图",
    intro: "留学家所有栏目一览，按国家、城市、学校查找学生公寓，或直达协议、帮助与个人中心。",
    sections: {
      home: "首页",
      destinations: "目的地国家",
      cities: "热门城市房源",
      common: "关于与协议",
      user: "个人中心",
      manuals: "帮助",
      promotions: "优惠活动",
      booking: "预订服务",
      roommates: "找室友",
    },
    homeLink: "留学家首页",
    allCities: "{{country}}全部城市",
    cityApartments: "{{city}}学生公寓",
  },
};
