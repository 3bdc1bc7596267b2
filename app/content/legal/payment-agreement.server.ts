import { p, ul, type Bilingual } from "./types";

/** Payment agreement (/common/payment-agreement): deposits, rent, refunds. */
export const paymentAgreement: Bilingual = {
  cn: {
    title: "支付协议",
    summary: "本协议说明您通过留学家支付定金、租金及其他费用时适用的规则，包括支付方式、汇率、退款与安全保障。",
    updated: "2025-01-15",
    sections: [
      {
        id: "scope",
        title: "一、适用范围",
        blocks: [
          p("本协议适用于您通过留学家网站向公寓运营方支付的定金、租金、押金，以及向留学家或合作伙伴支付的增值服务费用。支付服务由持牌第三方支付机构提供，留学家不直接保管您的资金。"),
        ],
      },
      {
        id: "methods",
        title: "二、支付方式与币种",
        blocks: [
          ul(
            "支持微信支付、支付宝、银联卡及主要国际信用卡；",
            "租金以房源所在地币种计价；以人民币支付时，按支付机构在支付当时公布的汇率结算，汇率差异与银行手续费以支付机构和发卡行的规则为准；",
            "每笔付款完成后，您会在订单详情中看到支付凭证，并收到短信或邮件通知。",
          ),
        ],
      },
      {
        id: "deposit",
        title: "三、定金与押金",
        blocks: [
          p("定金用于在签约时为您保留房间，通常在入住后抵扣首期租金。押金（如有）由公寓运营方或依当地法律指定的押金保管机构保管，退租时根据房屋交接情况依合同退还。具体金额与抵扣规则以订单页面和租赁合同为准。"),
        ],
      },
      {
        id: "rent",
        title: "四、租金支付",
        blocks: [
          ul(
            "租金可按合同约定一次性支付或分期支付；",
            "分期付款的金额与到期日在订单详情中列明，我们会在到期前提醒您；",
            "逾期支付可能产生公寓运营方依合同收取的滞纳金，请留意付款提醒。",
          ),
        ],
      },
      {
        id: "refunds",
        title: "五、退款规则",
        blocks: [
          ul(
            "签约前支付的款项，在申请未获公寓运营方确认时全额退还；",
            "签约后因签证被拒、录取取消等可证明的原因无法入住的，按租赁合同与公寓运营方的政策申请退款，我们协助您准备材料；",
            "因房源信息与实际严重不符而无法入住的，我们协助您向公寓运营方全额追回已付款项；",
            "退款原路退回，到账时间一般为 7 至 15 个工作日，以支付机构处理时间为准。",
          ),
        ],
      },
      {
        id: "security",
        title: "六、支付安全",
        blocks: [
          p("我们不会通过电话、短信或社交软件要求您向个人账户转账。请只在留学家官方页面内完成支付。如收到可疑的收款要求，请立即拨打客服热线 {{hotline}} 核实。"),
        ],
      },
      {
        id: "invoices",
        title: "七、发票与收据",
        blocks: [
          p("租金与押金的收据由公寓运营方出具；留学家收取的增值服务费用，可在订单完成后通过客服申请开具发票。"),
        ],
      },
    ],
  },
  en: {
    title: "Payment agreement",
    summary: "This agreement sets out the rules that apply when you pay deposits, rent and other fees through StudyNest: payment methods, exchange rates, refunds and security.",
    updated: "2025-01-15",
    sections: [
      {
        id: "scope",
        title: "1. Scope",
        blocks: [
          p("This agreement applies to deposits, rent and security deposits you pay to accommodation operators, and to fees for additional services you pay to StudyNest or its partners, through the StudyNest web site. Payments are processed by licensed third-party payment institutions; StudyNest does not hold your funds itself."),
        ],
      },
      {
        id: "methods",
        title: "2. Payment methods and currencies",
        blocks: [
          ul(
            "We accept WeChat Pay, Alipay, UnionPay cards and major international credit cards;",
            "Rent is priced in the currency of the property's country; when you pay in RMB, the payment institution's exchange rate at the time of payment applies, and exchange differences and bank charges follow the rules of the payment institution and your card issuer;",
            "After every payment you will find a receipt in the order details and receive an SMS or e-mail notice.",
          ),
        ],
      },
      {
        id: "deposit",
        title: "3. Booking deposits and security deposits",
        blocks: [
          p("A booking deposit holds your room when you sign and is usually deducted from your first rent instalment after you move in. A security deposit, where required, is held by the operator or by a deposit-protection scheme designated by local law, and is returned under the contract according to the condition of the room when you move out. Amounts and deduction rules are those shown on the order page and in the tenancy contract."),
        ],
      },
      {
        id: "rent",
        title: "4. Paying rent",
        blocks: [
          ul(
            "Rent can be paid in full or in instalments, as the contract provides;",
            "Instalment amounts and due dates are listed in the order details, and we remind you before each one is due;",
            "Late payment may incur late fees charged by the operator under the contract, so please watch for reminders.",
          ),
        ],
      },
      {
        id: "refunds",
        title: "5. Refunds",
        blocks: [
          ul(
            "Money paid before signing is refunded in full if the operator does not confirm your application;",
            "If after signing you cannot move in for a documented reason, such as a refused visa or a withdrawn offer of admission, refunds follow the tenancy contract and the operator's policy, and we help you prepare the documents;",
            "If you cannot move in because the property differs seriously from its description, we help you recover everything you paid from the operator;",
            "Refunds go back to the original payment method and usually arrive within 7 to 15 working days, depending on the payment institution.",
          ),
        ],
      },
      {
        id: "security",
        title: "6. Payment security",
        blocks: [
          p("We will never ask you by phone, SMS or social media to transfer money to a personal account. Only pay inside official StudyNest pages. If you receive a suspicious payment request, call our hotline {{hotline}} at once to check it."),
        ],
      },
      {
        id: "invoices",
        title: "7. Receipts and invoices",
        blocks: [
          p("Receipts for rent and deposits are issued by the operator. For additional-service fees paid to StudyNest, you can ask customer service for an invoice once the order is complete."),
        ],
      },
    ],
  },
};
