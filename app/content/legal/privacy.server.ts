import { RETENTION_RULES } from "#core/retention";
import { dl, p, ul, type Bilingual, type Section } from "./types";

/**
 * "What we keep and for how long": made from core/retention.ts, the rules the documents sweep
 * applies, so the page cannot say one period while the code keeps another.
 */
function retentionSection(lang: "zh" | "en"): Section {
  return {
    id: "retention",
    title: lang === "zh" ? "七之一、我们保存哪些数据、保存多久" : "7a. What we keep and for how long",
    blocks: [
      p(
        lang === "zh"
          ? "以下是我们保存的每类个人信息、用途和保存期限，即网站实际执行的规则：文件到期自动删除。您可以在个人中心的“您的数据”页面下载全部数据或删除账号。"
          : "Each kind of personal information we keep, why, and for how long. These are the rules the site applies: documents are deleted automatically when their period ends. On the \"Your data\" page of your corner you can download all of it or delete your account.",
      ),
      dl(...RETENTION_RULES.map((r): [string, string] => [r.data[lang], lang === "zh" ? `用途：${r.purpose.zh}。保存期限：${r.period.zh}。` : `Why: ${r.purpose.en}. How long: ${r.period.en}.`])),
    ],
  };
}

/** Privacy policy (/common/privacy). */
export const privacy: Bilingual = {
  cn: {
    title: "隐私政策",
    summary: "本政策说明留学家如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。请在使用我们的服务前仔细阅读。",
    updated: "2026-11-27",
    sections: [
      {
        id: "scope",
        title: "一、适用范围",
        blocks: [
          p("本政策适用于留学家（北京）网络科技有限公司（以下简称“我们”）通过留学家网站及相关服务（以下统称“本服务”）处理个人信息的活动。第三方（如公寓运营方、支付机构）独立处理的个人信息适用其各自的隐私政策。"),
        ],
      },
      {
        id: "collect",
        title: "二、我们收集的信息",
        blocks: [
          p("我们仅收集提供本服务所必需的信息："),
          ul(
            "账户信息：手机号码、电子邮箱、密码（加密存储）、昵称与头像；",
            "申请与预订信息：姓名、姓名拼音、性别、出生日期、证件信息、就读学校、入住时间、租期、紧急联系人与担保人信息；",
            "交易信息：订单号、支付金额、支付状态（我们不保存完整的银行卡信息）；",
            "沟通信息：您与客服的沟通记录、意见反馈与房源合作申请内容；",
            "设备与日志信息：设备类型、操作系统、浏览器、IP 地址、访问时间与访问页面，用于保障安全和改进服务；",
            "来源信息：您访问本服务时的来源渠道与推广参数，用于统计推广效果。",
          ),
        ],
      },
      {
        id: "use",
        title: "三、我们如何使用信息",
        blocks: [
          ul(
            "创建和管理您的账户，完成登录与身份验证；",
            "向公寓运营方提交您的入住申请，协助签约、支付与入住；",
            "发送验证码、申请进度、订单与缴费提醒等服务通知；",
            "处理您的咨询、投诉与反馈；",
            "防范欺诈、保障账户与交易安全，遵守法律法规要求；",
            "在去标识化的基础上进行统计分析，改进产品与服务。",
          ),
          p("如需将信息用于本政策未载明的其他用途，我们会事先征得您的同意。"),
        ],
      },
      {
        id: "cookies",
        title: "四、Cookie 与同类技术",
        blocks: [
          p("我们使用 Cookie 保存您的登录状态（有效期 7 天）、语言偏好（有效期 365 天）和推广来源信息（有效期 7 天）。这些 Cookie 仅用于提供本服务所必需的功能，我们不使用 Cookie 进行跨站追踪。您可以在浏览器中清除或禁用 Cookie，但部分功能（如保持登录）将无法使用。"),
        ],
      },
      {
        id: "share",
        title: "五、信息的共享与披露",
        blocks: [
          p("我们不会出售您的个人信息。仅在以下情形中共享必要的信息："),
          ul(
            "为完成您的预订，向您申请的公寓运营方或房东提供申请所需的信息；",
            "向持牌支付机构提供完成支付所需的订单信息；",
            "向短信与邮件服务商提供发送通知所需的手机号码或邮箱；",
            "根据法律法规、诉讼或政府主管部门的要求依法披露。",
          ),
          p("我们会与合作方签订数据处理协议，要求其按照本政策及法律要求保护您的信息。"),
        ],
      },
      {
        id: "cross-border",
        title: "六、个人信息出境",
        blocks: [
          p("由于海外住宿预订的性质，您申请的公寓位于境外时，您的申请信息需要提供给境外的公寓运营方。我们会在提交前告知您接收方的名称、联系方式、处理目的与方式，并依法取得您的单独同意、履行必要的出境安全程序。"),
        ],
      },
      {
        id: "storage",
        title: "七、信息的存储与保护",
        blocks: [
          ul(
            "您的个人信息存储于中华人民共和国境内的服务器，出境情形见第六条；",
            "我们仅在实现处理目的所必需的期限内保存信息，法律另有规定的除外；账户注销后，我们将删除或匿名化处理您的信息；",
            "我们采用传输加密、密码加盐哈希、证件与文件加密存储、访问控制与操作审计等措施保护信息安全；",
            "如发生个人信息安全事件，我们将依法及时告知您并向主管部门报告。",
          ),
        ],
      },
      retentionSection("zh"),
      {
        id: "rights",
        title: "八、您的权利",
        blocks: [
          p("您可以通过个人中心或联系我们行使以下权利："),
          ul(
            "查阅、复制和更正您的个人信息；",
            "删除个人信息或注销账户；",
            "撤回您此前给予的同意（不影响撤回前基于同意已进行的处理）；",
            "获取本政策的解释说明。",
          ),
          p("我们将在 15 个工作日内答复您的请求。"),
        ],
      },
      {
        id: "minors",
        title: "九、未成年人保护",
        blocks: [
          p("本服务主要面向年满 18 周岁的学生。如您未满 18 周岁，请在监护人的陪同和同意下使用本服务；我们在得知收集了未经监护人同意的未成年人信息后，将尽快删除。"),
        ],
      },
      {
        id: "contact",
        title: "十、联系我们",
        blocks: [
          dl(
            ["个人信息保护负责人", "privacy@example-housing.com"],
            ["客服热线", "{{hotline}}（工作日 9:00-18:00）"],
          ),
          p("本政策更新时，我们会在本页面公布新版本并更新上方的日期；重大变更将通过站内通知或短信告知您。"),
        ],
      },
    ],
  },
  en: {
    title: "Privacy policy",
    summary: "This policy explains how StudyNest collects, uses, stores, shares and protects your personal information, and the rights you have. Please read it before you use our services.",
    updated: "2026-11-27",
    sections: [
      {
        id: "scope",
        title: "1. Scope",
        blocks: [
          p("This policy applies to the processing of personal information by StudyNest (Beijing) Network Technology Co., Ltd. (\"we\") through the StudyNest web site and related services (together, \"the Service\"). Personal information processed independently by third parties, such as accommodation operators and payment institutions, is covered by their own privacy policies."),
        ],
      },
      {
        id: "collect",
        title: "2. Information we collect",
        blocks: [
          p("We collect only what we need to provide the Service:"),
          ul(
            "Account information: mobile number, e-mail address, password (stored only as a salted hash), nickname and avatar;",
            "Application and booking information: name, name in pinyin, gender, date of birth, identity document details, school, move-in date, tenancy length, emergency contact and guarantor details;",
            "Transaction information: order number, amount and payment status (we do not store full card numbers);",
            "Communications: your conversations with customer service, feedback and property-partnership requests;",
            "Device and log information: device type, operating system, browser, IP address, time and pages visited, used to keep the Service secure and improve it;",
            "Source information: the channel and campaign parameters that brought you to the Service, used to measure our marketing.",
          ),
        ],
      },
      {
        id: "use",
        title: "3. How we use information",
        blocks: [
          ul(
            "To create and manage your account and verify your identity when you log in;",
            "To send your applications to accommodation operators and help with contracts, payment and move-in;",
            "To send verification codes and service notices about applications, orders and payments;",
            "To handle your questions, complaints and feedback;",
            "To prevent fraud, keep accounts and transactions secure, and comply with the law;",
            "To produce de-identified statistics that help us improve our products and services.",
          ),
          p("If we want to use information for a purpose not described here, we will ask for your consent first."),
        ],
      },
      {
        id: "cookies",
        title: "4. Cookies and similar technologies",
        blocks: [
          p("We use cookies to keep you logged in (7 days), to remember your language (365 days) and to record the campaign that brought you to us (7 days). These cookies are needed for the Service to work; we do not use cookies to track you across other sites. You can clear or block cookies in your browser, but some features, such as staying logged in, will then not work."),
        ],
      },
      {
        id: "share",
        title: "5. Sharing and disclosure",
        blocks: [
          p("We never sell your personal information. We share only what is necessary:"),
          ul(
            "With the accommodation operator or landlord you apply to, to complete your booking;",
            "With licensed payment institutions, to complete payments;",
            "With SMS and e-mail providers, to deliver notices to your number or address;",
            "Where the law, legal proceedings or a competent authority requires it.",
          ),
          p("Our partners sign data-processing agreements requiring them to protect your information as this policy and the law require."),
        ],
      },
      {
        id: "cross-border",
        title: "6. Transfers abroad",
        blocks: [
          p("Because you are booking housing abroad, your application has to be sent to the operator of the property you apply for, which is outside mainland China. Before sending it we tell you the recipient's name and contact details and the purpose and manner of processing, obtain your separate consent, and complete the security procedures the law requires for cross-border transfers."),
        ],
      },
      {
        id: "storage",
        title: "7. Storage and protection",
        blocks: [
          ul(
            "Your personal information is stored on servers in the People's Republic of China, except for the transfers described in section 6;",
            "We keep information only as long as its purpose requires, unless the law requires longer; when you close your account we delete or anonymise your information;",
            "We protect information with encryption in transit, salted password hashing, encryption of your documents at rest, access control and audit logs;",
            "If a personal-information security incident occurs, we will inform you and report it to the authorities as the law requires.",
          ),
        ],
      },
      retentionSection("en"),
      {
        id: "rights",
        title: "8. Your rights",
        blocks: [
          p("In your personal area, or by contacting us, you can:"),
          ul(
            "Access, copy and correct your personal information;",
            "Delete your personal information or close your account;",
            "Withdraw consent you gave earlier (this does not affect processing that took place before);",
            "Ask us to explain this policy.",
          ),
          p("We answer requests within 15 working days."),
        ],
      },
      {
        id: "minors",
        title: "9. Minors",
        blocks: [
          p("The Service is intended for students aged 18 or over. If you are under 18, please use it with the consent and help of your guardian. If we learn that we have collected a minor's information without a guardian's consent, we will delete it promptly."),
        ],
      },
      {
        id: "contact",
        title: "10. Contact us",
        blocks: [
          dl(
            ["Data protection officer", "privacy@example-housing.com"],
            ["Hotline", "{{hotline}} (workdays 9:00-18:00, Beijing time)"],
          ),
          p("When this policy changes we publish the new version on this page and update the date above; we tell you about significant changes by a notice on the site or by SMS."),
        ],
      },
    ],
  },
};
