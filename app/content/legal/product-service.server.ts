import { h3, ol, p, ul, type Bilingual } from "./types";

/**
 * Products and services (/common/product-service). The section with id "mobile" is where the
 * header's "mobile" tab lands; the page adds the app and mini-program QR codes to it when their
 * addresses are configured (by default there is neither, and the text says so).
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
        title: "手机版",
        blocks: [
          p("留学家网站可直接在手机浏览器中使用，无需安装任何程序（留学家目前没有自己的手机应用）。点击页面顶部的“手机版”，用手机扫描二维码即可打开当前页面。手机与电脑使用同一个账号，收藏、申请和订单一致。"),
          ul("随时随地浏览与收藏房源；", "提交入住申请，查看申请进度与订单状态；", "提交找房需求，顾问会通过电话或邮件与您联系。"),
        ],
      },
      {
        id: "booking",
        title: "房源预订服务",
        blocks: [
          h3("学年预订"),
          p("热门城市的学生公寓通常在开学前数月即被订满。提交学年预订（姓名、电话、意向公寓与需求）后，顾问会与您联系，并向公寓确认下一学年的房态。"),
          h3("帮我找房"),
          p("如果暂时没有找到合适的房源，可以提交找房需求（目标城市、目标学校和期望入住时间），顾问会在一个工作日内为您推荐符合条件的房源。"),
          h3("申请与订单"),
          ol(
            "在房间页提交入住申请并填写申请人信息；",
            "顾问与公寓确认房态，申请进度与订单状态在个人中心更新；",
            "租赁合同与付款由您与公寓运营方按其流程办理，留学家网站不经手合同与租金；",
            "入住前可在申请页预约接机。",
          ),
        ],
      },
      {
        id: "living",
        title: "留学生活服务",
        blocks: [
          ul(
            "接机预约：提交申请后，在申请页填写航班与抵达时间；",
            "室友广场：发布找室友的需求、浏览同城同校的同学，双方都同意后才互相显示微信或邮箱；",
            "我的礼品：预订带返现或入住礼的公寓，入住后在“我的礼品”中领取；",
            "操作手册：预订、付款、抵达、生活与签证指南，可在帮助中心下载。",
          ),
        ],
      },
      {
        id: "landlords",
        title: "面向房东与运营方",
        blocks: [
          p("如果您在海外拥有或运营学生公寓，欢迎通过页面顶部的“房源合作”提交合作申请。我们提供面向留学生的招租渠道、双语房源展示，以及申请与订单的跟进。"),
        ],
      },
      {
        id: "support",
        title: "客户服务",
        blocks: [
          p("登录后可在“在线客服”中给顾问留言，页面会显示顾问是否在线以及预计回复时间，回复也会出现在同一页面。常见问题可在帮助中心搜索。客服热线 {{hotline}}，服务时间为工作日 9:00-18:00（北京时间）。您也可以在页面底部的“意见反馈”中留言，回复会显示在“我的反馈”中。"),
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
        title: "Mobile",
        blocks: [
          p("The StudyNest web site works in your phone's browser; there is nothing to install (there is no app or WeChat mini-program at the moment). Press \"Mobile\" at the top of any page and scan the code with your phone to open that page. Your phone and your computer use the same account: your collections, applications and orders are the same on both."),
          ul("Browse and save homes wherever you are;", "Apply for a room and follow your applications and orders;", "Send a find-a-home request; an adviser contacts you by phone or e-mail."),
        ],
      },
      {
        id: "booking",
        title: "Booking services",
        blocks: [
          h3("Academic-year booking"),
          p("Student residences in popular cities are often full months before term starts. Send an academic-year booking (name, phone, the apartment and what you need) and an adviser contacts you and checks next year's availability with the property."),
          h3("Find me a home"),
          p("Not found the right place yet? Send us your request (target city, target school and expected move-in date) and an adviser will recommend matching homes within one working day."),
          h3("Applications and orders"),
          ol(
            "Apply from a room page with the applicant's details;",
            "Your adviser confirms availability with the property; your personal area shows the application's progress and the order's status;",
            "You sign the tenancy and pay the operator through the operator's own process: the StudyNest web site does not sign contracts or take rent online;",
            "Before moving in, request an airport pick-up from the application page.",
          ),
        ],
      },
      {
        id: "living",
        title: "Living services",
        blocks: [
          ul(
            "Airport pick-up requests: after applying, give your flight and arrival time on the application page;",
            "Roommate board: post what you look for and browse students going to the same city or school; WeChat or e-mail is shown only once both sides agree;",
            "My gifts: book an apartment with cashback or a move-in gift and claim it under My gifts after you move in;",
            "Handbooks: booking, payment, arrival, living and visa guides to download from the help centre.",
          ),
        ],
      },
      {
        id: "landlords",
        title: "For landlords and operators",
        blocks: [
          p("If you own or operate student accommodation abroad, send us a request through \"House cooperation\" at the top of the page. We offer a channel to international students, bilingual listings, and follow-up of applications and orders."),
        ],
      },
      {
        id: "support",
        title: "Customer service",
        blocks: [
          p("Once logged in, write to an adviser under \"Online service\": the page shows whether advisers are online and when to expect a reply, and the reply appears on the same page. The help centre answers common questions. Call our hotline {{hotline}}, workdays 9:00-18:00 Beijing time, or leave a message through \"Feedback\" at the bottom of the page; the reply appears under My feedback."),
        ],
      },
    ],
  },
};
