import { p, ul, type Bilingual } from "./types";

/** User agreement (/common/user-agreement). */
export const userAgreement: Bilingual = {
  cn: {
    title: "用户协议",
    summary: "本协议是您与留学家（北京）网络科技有限公司之间就注册、登录和使用留学家服务所订立的协议。注册或使用本服务即表示您已阅读并同意本协议。",
    updated: "2025-01-15",
    sections: [
      {
        id: "acceptance",
        title: "一、协议的接受与变更",
        blocks: [
          p("您在注册页面勾选同意或以其他方式使用本服务，即视为接受本协议的全部条款。我们可能根据法律法规或业务变化修订本协议，修订后的协议将在本页面公布；如您不同意修订内容，可停止使用本服务并注销账户，继续使用即视为接受修订后的协议。"),
        ],
      },
      {
        id: "account",
        title: "二、账户注册与安全",
        blocks: [
          ul(
            "您可以使用手机号码和短信验证码注册，也可以通过支持的第三方账号登录后绑定手机号码；",
            "您应提供真实、准确的注册信息，并在信息变更时及时更新；",
            "账户仅供您本人使用，不得出借、转让或出售；",
            "请妥善保管密码和验证码，因您保管不善导致的损失由您自行承担；发现账户被盗用时，请立即联系我们。",
          ),
        ],
      },
      {
        id: "conduct",
        title: "三、使用规范",
        blocks: [
          p("使用本服务时，您不得："),
          ul(
            "提交虚假的身份、申请或房源信息；",
            "以任何方式干扰本服务的正常运行，包括但不限于攻击、爬取或批量注册；",
            "发布违法、侵权、骚扰或广告性质的内容；",
            "利用本服务从事转租牟利、洗钱或其他违法活动。",
          ),
          p("如您违反上述规定，我们有权视情节采取警告、限制功能、暂停或终止服务等措施，并依法保留追究责任的权利。"),
        ],
      },
      {
        id: "listings",
        title: "四、房源信息",
        blocks: [
          p("房源信息由公寓运营方或房东提供，我们在上线前进行核实，并尽力保持信息准确、及时。但房态、价格与优惠可能随时变化，最终以您与公寓运营方签订的租赁合同为准。图片与效果图仅供参考，实际房间可能存在差异。"),
        ],
      },
      {
        id: "content",
        title: "五、知识产权",
        blocks: [
          p("本服务中的文字、图片、界面设计、商标与软件等内容的知识产权归我们或相关权利人所有。未经书面许可，任何人不得复制、传播或用于商业目的。您在本服务中提交的反馈与评价，授予我们在本服务范围内免费使用的权利。"),
        ],
      },
      {
        id: "liability",
        title: "六、责任限制",
        blocks: [
          ul(
            "我们作为信息服务与预订协助方，不是租赁合同的当事方；租赁关系中的权利义务由您与公寓运营方依据租赁合同承担；",
            "因不可抗力、网络故障或第三方原因导致的服务中断，我们将尽快恢复，但不承担由此造成的间接损失；",
            "在法律允许的范围内，我们对单笔订单承担的责任以您就该订单向我们支付的服务费为限。",
          ),
        ],
      },
      {
        id: "termination",
        title: "七、账户注销与服务终止",
        blocks: [
          p("您可以随时在账户设置中申请注销账户。注销前请确认没有进行中的申请或订单。注销后，我们将按照《隐私政策》处理您的个人信息。"),
        ],
      },
      {
        id: "law",
        title: "八、法律适用与争议解决",
        blocks: [
          p("本协议适用中华人民共和国法律（不含冲突法规则）。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向我们住所地有管辖权的人民法院提起诉讼。"),
        ],
      },
    ],
  },
  en: {
    title: "User agreement",
    summary: "This agreement between you and StudyNest (Beijing) Network Technology Co., Ltd. covers registering for, logging in to and using StudyNest. By registering or using the Service you confirm that you have read and accept it.",
    updated: "2025-01-15",
    sections: [
      {
        id: "acceptance",
        title: "1. Acceptance and changes",
        blocks: [
          p("By ticking the consent box when you register, or by using the Service in any other way, you accept all terms of this agreement. We may revise it when the law or our business changes and will publish the revised version on this page. If you do not accept a revision you may stop using the Service and close your account; continuing to use it means you accept the revision."),
        ],
      },
      {
        id: "account",
        title: "2. Your account and its security",
        blocks: [
          ul(
            "You can register with your mobile number and an SMS code, or log in with a supported third-party account and then bind a mobile number;",
            "You must give true and accurate registration details and keep them up to date;",
            "Your account is for your own use and may not be lent, transferred or sold;",
            "Keep your password and codes safe; losses caused by careless safekeeping are your own. If your account is used without your permission, contact us immediately.",
          ),
        ],
      },
      {
        id: "conduct",
        title: "3. Acceptable use",
        blocks: [
          p("When using the Service you must not:"),
          ul(
            "Submit false identity, application or property information;",
            "Interfere with the Service in any way, including attacks, scraping or bulk registrations;",
            "Post unlawful, infringing, harassing or advertising content;",
            "Use the Service for profitable subletting, money laundering or any other unlawful activity.",
          ),
          p("If you break these rules we may, depending on the severity, warn you, restrict features, or suspend or end the Service, and we reserve our legal rights."),
        ],
      },
      {
        id: "listings",
        title: "4. Property information",
        blocks: [
          p("Property information is provided by accommodation operators and landlords. We check it before it goes online and do our best to keep it accurate and current, but availability, prices and offers can change at any time; the tenancy contract you sign with the operator is what counts. Photos and renderings are for reference and the actual room may differ."),
        ],
      },
      {
        id: "content",
        title: "5. Intellectual property",
        blocks: [
          p("The text, images, interface design, trademarks and software of the Service belong to us or to their respective owners. They may not be copied, distributed or used commercially without written permission. By submitting feedback or reviews you grant us a free licence to use them within the Service."),
        ],
      },
      {
        id: "liability",
        title: "6. Limitation of liability",
        blocks: [
          ul(
            "We provide information and booking assistance and are not a party to the tenancy contract; the rights and duties of the tenancy are between you and the operator under that contract;",
            "If the Service is interrupted by force majeure, network failures or third parties, we will restore it as soon as possible but are not liable for indirect losses;",
            "To the extent the law allows, our liability for any single order is limited to the service fee you paid us for that order.",
          ),
        ],
      },
      {
        id: "termination",
        title: "7. Closing your account",
        blocks: [
          p("You may ask to close your account at any time in your account settings. Please make sure no application or order is still in progress. After closing, we handle your personal information as described in our privacy policy."),
        ],
      },
      {
        id: "law",
        title: "8. Governing law and disputes",
        blocks: [
          p("This agreement is governed by the laws of the People's Republic of China, excluding their conflict-of-law rules. The parties will try to settle any dispute amicably; failing that, either party may bring proceedings before the competent people's court where we are domiciled."),
        ],
      },
    ],
  },
};
