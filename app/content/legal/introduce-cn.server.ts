import { dl, p, ul, type Bilingual } from "./types";

/** Company profile (/common/introduce-cn). */
export const introduceCn: Bilingual = {
  cn: {
    title: "公司介绍",
    summary: "留学家（北京）网络科技有限公司是一家专注海外学生住宿的互联网服务企业，运营留学家网站。",
    sections: [
      {
        id: "profile",
        title: "公司概况",
        blocks: [
          p("留学家（北京）网络科技有限公司成立于 2016 年，总部位于北京，在伦敦、墨尔本和多伦多设有服务团队。公司以“让每一位留学生住得安心”为使命，连接全球学生公寓运营方、房东与留学生，提供从找房、申请、签约到入住的一站式服务。"),
          p("截至目前，平台合作房源覆盖 {{cities}}+ 个城市、{{rooms}}+ 间房间，累计服务来自中国及世界各地的数十万名学生。"),
        ],
      },
      {
        id: "business",
        title: "主营业务",
        blocks: [
          ul(
            "学生公寓信息服务：聚合并核实海外学生公寓与学校周边房源信息，提供多语言的房源展示与比较；",
            "租赁申请与预订服务：为学生提交入住申请、协调房态、跟进订单；",
            "留学生活服务：接机、担保人、保险、家具与生活用品等入住相关服务；",
            "房东与运营方合作：为海外房东和公寓运营方提供面向留学生的招租渠道与运营支持。",
          ),
        ],
      },
      {
        id: "milestones",
        title: "发展历程",
        blocks: [
          dl(
            ["2016 年", "公司在北京成立，上线首批英国学生公寓房源。"],
            ["2018 年", "业务拓展至澳大利亚、加拿大和美国，推出学年预订服务。"],
            ["2020 年", "留学家网站支持在线提交入住申请与跟进订单，手机浏览器同样可用。"],
            ["2022 年", "在伦敦、墨尔本和多伦多组建本地服务团队，提供入住后的线下支持。"],
            ["2024 年", "合作房源覆盖 500 余个城市，推出双语网站与房源合作开放平台。"],
          ),
        ],
      },
      {
        id: "values",
        title: "企业价值观",
        blocks: [
          ul(
            "学生第一：每一个产品与服务决策，都从学生的真实需求出发；",
            "诚信透明：如实展示房源信息与价格，不夸大、不隐瞒；",
            "专业负责：熟悉各国租赁法规与行业惯例，对每一笔订单负责到底；",
            "开放合作：与公寓运营方、院校和服务伙伴长期共赢。",
          ),
        ],
      },
      {
        id: "compliance",
        title: "合规与安全",
        blocks: [
          p("公司依法取得互联网信息服务相关资质，网站备案号见页面底部。我们按照《中华人民共和国个人信息保护法》及业务所在地的数据保护法规处理个人信息，支付服务由持牌支付机构提供，平台不直接保管用户资金。"),
        ],
      },
      {
        id: "contact",
        title: "联系方式",
        blocks: [
          dl(
            ["公司名称", "留学家（北京）网络科技有限公司"],
            ["客服热线", "{{hotline}}（工作日 9:00-18:00）"],
            ["商务合作", "partner@example-housing.com"],
            ["媒体联络", "press@example-housing.com"],
            ["公司地址", "中国北京市朝阳区"],
          ),
        ],
      },
    ],
  },
  en: {
    title: "Company profile",
    summary: "StudyNest (Beijing) Network Technology Co., Ltd. is an internet service company focused on housing for students abroad. It runs the StudyNest web site.",
    sections: [
      {
        id: "profile",
        title: "Overview",
        blocks: [
          p("StudyNest (Beijing) Network Technology Co., Ltd. was founded in 2016. It is headquartered in Beijing, with service teams in London, Melbourne and Toronto. Our mission is to let every international student live with peace of mind: we connect student-accommodation operators and landlords worldwide with students, and offer one service from search and application to contract and move-in."),
          p("Today our partner properties cover {{cities}}+ cities and {{rooms}}+ rooms, and we have served hundreds of thousands of students from China and around the world."),
        ],
      },
      {
        id: "business",
        title: "What we do",
        blocks: [
          ul(
            "Student-accommodation information: we gather and verify purpose-built student accommodation and homes near campus, and present them for comparison in several languages;",
            "Applications and bookings: we submit applications for students, confirm availability, and follow up orders;",
            "Living services: airport pick-up, guarantors, insurance, furniture and other services around moving in;",
            "Partnerships: a channel to international students, and operational support, for landlords and accommodation operators abroad.",
          ),
        ],
      },
      {
        id: "milestones",
        title: "Milestones",
        blocks: [
          dl(
            ["2016", "Founded in Beijing; the first student residences in the United Kingdom go online."],
            ["2018", "Expansion to Australia, Canada and the United States; academic-year booking launches."],
            ["2020", "Applications and order follow-up move online on the StudyNest web site, which works in a phone's browser too."],
            ["2022", "Local service teams in London, Melbourne and Toronto offer in-person support after move-in."],
            ["2024", "Partner properties in more than 500 cities; the bilingual web site and the property partnership platform launch."],
          ),
        ],
      },
      {
        id: "values",
        title: "Our values",
        blocks: [
          ul(
            "Students first: every product and service decision starts from what students really need;",
            "Honesty and transparency: listings and prices are shown as they are, never exaggerated or hidden;",
            "Professional responsibility: we know the rental rules and practice of each country, and see every order through;",
            "Open partnership: long-term, mutually beneficial relationships with operators, universities and service partners.",
          ),
        ],
      },
      {
        id: "compliance",
        title: "Compliance and security",
        blocks: [
          p("The company holds the licences required for internet information services; the site's filing number is shown at the bottom of every page. We process personal information under the Personal Information Protection Law of the People's Republic of China and the data-protection laws of the places where we operate. Payments are handled by licensed payment institutions; the platform does not hold users' funds itself."),
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          dl(
            ["Company", "StudyNest (Beijing) Network Technology Co., Ltd."],
            ["Hotline", "{{hotline}} (workdays 9:00-18:00, Beijing time)"],
            ["Business", "partner@example-housing.com"],
            ["Press", "press@example-housing.com"],
            ["Address", "Chaoyang District, Beijing, China"],
          ),
        ],
      },
    ],
  },
};
