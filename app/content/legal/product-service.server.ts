import { h3, ol, p, ul, type Bilingual } from "./types";

/**
 * Products and services (/common/product-service). The section with id "mobile" is where the
 * header's "mobile" tab lands; the page adds the app and mini-program QR codes to it.
 */
export const productService: Bilingual = {
  cn: {
    title: "产品与服务",
    summary: "无论您在电脑前、手机上还是微信里，都可以用留学家搜索、申请和管理海外住宿。",
    sections: [
      {
        id: "platform",
        title: "留学家网站",
        blocks: [
          p("留学家网站提供完整的找房与预订体验，适合在电脑上仔细比较房源："),
          ul(
            "按国家、城市、学校搜索，支持中文、英文和拼音关键词；",
            "按租金、房型、租期、入住时间和设施筛选，地图查看到校距离；",
            "房源详情页展示房型图片、价格、费用说明、合同要点和入住须知；",
            "个人中心统一管理个人信息、账户设置、申请、订单与收藏。",
          ),
        ],
      },
      {
        id: "mobile",
        title: "手机版：App 与微信小程序",
        blocks: [
          p("扫描下方二维码下载留学家 App，或在微信中打开留学家小程序。手机端与网站账号互通，申请进度和订单状态实时同步，重要节点通过消息提醒您。"),
          ul("随时随地浏览与收藏房源；", "在线提交申请、签署合同与支付；", "与顾问在线沟通，接收入住与缴费提醒。"),
        ],
      },
      {
        id: "booking",
        title: "房源预订服务",
        blocks: [
          h3("学年预订"),
          p("热门城市的学生公寓通常在开学前数月即被订满。学年预订服务帮助您提前锁定下一学年的房间，并在签约前保留调整房型的机会。"),
          h3("帮我找房"),
          p("如果暂时没有找到合适的房源，可以提交找房需求（目标城市、目标学校和期望入住时间），顾问会在一个工作日内为您推荐符合条件的房源。"),
          h3("申请与签约"),
          ol(
            "提交入住申请并填写申请人信息；",
            "顾问与公寓确认房态，并向您说明合同要点；",
            "在线签约并支付定金或首期租金；",
            "收到入住确认与入住指南。",
          ),
        ],
      },
      {
        id: "living",
        title: "留学生活服务",
        blocks: [
          ul(
            "接机服务：抵达当天从机场直接送达公寓；",
            "担保人服务：为无法提供当地担保人的学生提供担保方案；",
            "租客保险：覆盖个人物品与第三方责任的保险产品；",
            "生活指南：开户、交通、通讯与安全等当地生活资讯。",
          ),
          p("增值服务由留学家或合作伙伴提供，具体内容、价格与条款以下单页面的说明为准。"),
        ],
      },
      {
        id: "landlords",
        title: "面向房东与运营方",
        blocks: [
          p("如果您在海外拥有或运营学生公寓，欢迎通过页面顶部的“房源合作”提交合作申请。我们提供面向留学生的招租渠道、双语房源展示、申请管理与结算支持。"),
        ],
      },
      {
        id: "support",
        title: "客户服务",
        blocks: [
          p("客服热线 {{hotline}}，服务时间为工作日 9:00-18:00（北京时间）。您也可以在页面底部的“意见反馈”中留言，我们会尽快回复。"),
        ],
      },
    ],
  },
  en: {
    title: "Products and services",
    summary: "At your desk, on your phone or inside WeChat, StudyNest lets you search, apply for and manage your home abroad.",
    sections: [
      {
        id: "platform",
        title: "The StudyNest web site",
        blocks: [
          p("The web site offers the complete search and booking experience, ideal for comparing homes carefully on a computer:"),
          ul(
            "Search by country, city or school, in Chinese, English or pinyin;",
            "Filter by rent, room type, tenancy length, move-in date and facilities, and see the distance to campus on a map;",
            "Apartment pages show room photos, prices, fees, the key contract terms and move-in notes;",
            "Your personal area keeps your profile, account settings, applications, orders and collections in one place.",
          ),
        ],
      },
      {
        id: "mobile",
        title: "Mobile: the app and the WeChat mini-program",
        blocks: [
          p("Scan a code below to download the StudyNest app, or open the StudyNest mini-program in WeChat. Your account works everywhere: application progress and order status stay in sync, and we notify you at every important step."),
          ul("Browse and save homes wherever you are;", "Apply, sign contracts and pay online;", "Chat with your adviser and get move-in and payment reminders."),
        ],
      },
      {
        id: "booking",
        title: "Booking services",
        blocks: [
          h3("Academic-year booking"),
          p("Student residences in popular cities are often full months before term starts. Academic-year booking secures your room for the next academic year early, and lets you change the room type before you sign."),
          h3("Find me a home"),
          p("Not found the right place yet? Send us your request (target city, target school and expected move-in date) and an adviser will recommend matching homes within one working day."),
          h3("Applications and contracts"),
          ol(
            "Submit an application with the applicant's details;",
            "Your adviser confirms availability with the property and explains the key contract terms;",
            "Sign online and pay the deposit or first instalment;",
            "Receive your booking confirmation and move-in guide.",
          ),
        ],
      },
      {
        id: "living",
        title: "Living services",
        blocks: [
          ul(
            "Airport pick-up: from the airport straight to your door on arrival day;",
            "Guarantor service: a guarantee for students who cannot provide a local guarantor;",
            "Tenant insurance: cover for your belongings and third-party liability;",
            "Living guides: banking, transport, phone plans and safety in your new city.",
          ),
          p("Additional services are provided by StudyNest or its partners; their content, price and terms are those stated on the order page."),
        ],
      },
      {
        id: "landlords",
        title: "For landlords and operators",
        blocks: [
          p("If you own or operate student accommodation abroad, send us a request through \"House cooperation\" at the top of the page. We offer a channel to international students, bilingual listings, application management and settlement support."),
        ],
      },
      {
        id: "support",
        title: "Customer service",
        blocks: [
          p("Call our hotline {{hotline}}, workdays 9:00-18:00 Beijing time, or leave a message through \"Feedback\" at the bottom of the page and we will reply as soon as we can."),
        ],
      },
    ],
  },
};
