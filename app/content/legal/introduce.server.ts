import { dl, ol, p, ul, type Bilingual } from "./types";

/** About us (/common/introduce). `{{…}}` values are filled in by index.server.ts. */
export const introduce: Bilingual = {
  cn: {
    title: "关于留学家",
    summary: "留学家是面向全球留学生的海外学生公寓预订平台，帮助学生在出国前就把“住”这件事安排妥当。",
    sections: [
      {
        id: "who-we-are",
        title: "我们是谁",
        blocks: [
          p("留学家由一群曾在英国、澳大利亚和北美求学的留学生创立。我们深知在陌生城市找房的难处：信息不对称、看不到实地、合同条款陌生、押金和租金跨境支付繁琐，甚至遇到虚假房源。"),
          p("因此，我们把分散在各地的学生公寓、学校周边房源和正规房东集中到一个平台上，用中文和英文提供清晰、可比较的信息，并由熟悉当地租房规则的顾问全程协助。"),
        ],
      },
      {
        id: "what-we-do",
        title: "我们做什么",
        blocks: [
          p("目前平台覆盖 {{cities}}+ 个城市、{{rooms}}+ 间房源，服务内容包括："),
          ul(
            "按国家、城市和学校搜索学生公寓，查看房型、价格、设施、到校距离与照片；",
            "在线提交入住申请，跟进申请与订单状态，收藏心仪房源随时对比；",
            "学年预订与提前锁房，热门城市开学季不再一房难求；",
            "预订、付款、抵达、生活与签证操作手册，可在帮助中心下载；",
            "提交申请后预约接机。",
          ),
        ],
      },
      {
        id: "why-us",
        title: "为什么选择我们",
        blocks: [
          ul(
            "信息可比：房型、租期、价格和政策按同一格式展示，价格以当地货币标注；",
            "按校找房：学校页只列出校区附近的公寓，并按到校距离计算；",
            "双语服务：网站、申请与客服均提供中文和英文；",
            "不代收租金：合同与付款由您与公寓运营方直接办理，留学家网站不收取租金或押金；",
            "有人可问：申请、找房需求和学年预订都有顾问跟进。",
          ),
        ],
      },
      {
        id: "how-it-works",
        title: "预订流程",
        blocks: [
          ol(
            "搜索目的地城市或学校，按预算、房型和通勤时间筛选房源；",
            "收藏并对比心仪房源，有疑问可拨打客服热线或在“意见反馈”中留言；",
            "在线提交入住申请，顾问在一个工作日内与您确认房态与细节；",
            "与公寓运营方按其流程签订租赁合同并付款，申请与订单状态在个人中心更新；",
            "按入住指南办理入住，入住期间的问题由顾问与公寓共同跟进。",
          ),
        ],
      },
      {
        id: "our-promise",
        title: "我们的承诺",
        blocks: [
          p("我们相信，一个安全、舒适、离学校近的住处，是留学生活顺利开始的基础。留学家承诺：只推荐我们自己也愿意入住的房源；对每一个问题给出清楚的答复；在出现纠纷时站在学生一边，依据合同和当地法律积极协调。"),
        ],
      },
      {
        id: "contact",
        title: "联系我们",
        blocks: [
          dl(
            ["客服热线", "{{hotline}}（工作日 9:00-18:00）"],
            ["电子邮箱", "service@example-housing.com"],
            ["房源合作", "partner@example-housing.com"],
            ["公司地址", "中国北京市朝阳区"],
          ),
        ],
      },
    ],
  },
  en: {
    title: "About StudyNest",
    summary: "StudyNest is a student-housing booking platform for students going abroad: we help you sort out where you will live before you even board the plane.",
    sections: [
      {
        id: "who-we-are",
        title: "Who we are",
        blocks: [
          p("StudyNest was founded by former international students who studied in the United Kingdom, Australia and North America. We know how hard it is to find a home in a city you have never seen: scattered information, no chance to view in person, unfamiliar contract terms, cross-border deposits and rent, and sometimes listings that simply do not exist."),
          p("So we bring purpose-built student accommodation, homes near campus and trusted landlords together on one platform, describe them clearly and comparably in Chinese and English, and back every booking with advisers who know the local rental rules."),
        ],
      },
      {
        id: "what-we-do",
        title: "What we do",
        blocks: [
          p("The platform covers {{cities}}+ cities and {{rooms}}+ rooms. We offer:"),
          ul(
            "Search by country, city and school, with room types, prices, facilities, distances to campus and photos;",
            "Online applications, with the status of every application and order in one place, and collections to compare favourites;",
            "Academic-year booking, so you can secure a room early in the busiest cities;",
            "Booking, payment, arrival, living and visa handbooks to download from the help centre;",
            "Airport pick-up requests once you have applied.",
          ),
        ],
      },
      {
        id: "why-us",
        title: "Why students choose us",
        blocks: [
          ul(
            "Comparable listings: room types, tenancies, prices and policies in one format, prices in the local currency;",
            "Search by school: a school's page lists only apartments near its campus, with the distance from it;",
            "Bilingual: the site, applications and support in Chinese and English;",
            "No rent through us: you sign and pay the operator directly; the StudyNest web site takes no rent or deposits;",
            "Someone to ask: an adviser follows up applications, find-a-home requests and academic-year bookings.",
          ),
        ],
      },
      {
        id: "how-it-works",
        title: "How booking works",
        blocks: [
          ol(
            "Search your destination city or school and filter by budget, room type and commute time;",
            "Save and compare the rooms you like; call the hotline or leave a message under Feedback with any question;",
            "Apply online; an adviser confirms availability and details with you within one working day;",
            "Sign the tenancy and pay the operator through the operator's own process; your personal area shows the application and order status;",
            "Move in with our move-in guide; during your stay, your adviser and the property follow up any issue together.",
          ),
        ],
      },
      {
        id: "our-promise",
        title: "Our promise",
        blocks: [
          p("A safe, comfortable home close to campus is where a good start abroad begins. We promise to recommend only places we would live in ourselves, to give a clear answer to every question, and, if something goes wrong, to stand on the student's side and resolve it under the contract and local law."),
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        blocks: [
          dl(
            ["Hotline", "{{hotline}} (workdays 9:00-18:00, Beijing time)"],
            ["E-mail", "service@example-housing.com"],
            ["Property partnerships", "partner@example-housing.com"],
            ["Address", "Chaoyang District, Beijing, China"],
          ),
        ],
      },
    ],
  },
};
