import { ol, p, ul, type Bilingual } from "./types";

/** Service agreement (/common/service-agreement): what StudyNest does for a booking. */
export const serviceAgreement: Bilingual = {
  cn: {
    title: "服务协议",
    summary: "本协议约定留学家在您申请和预订海外住宿过程中提供的服务内容、双方的权利义务以及服务费用规则。",
    updated: "2025-01-15",
    sections: [
      {
        id: "services",
        title: "一、服务内容",
        blocks: [
          p("我们为您提供以下预订协助服务："),
          ul(
            "根据您的需求推荐房源，并提供房源信息、费用与合同条款的解读；",
            "代您向公寓运营方提交入住申请，沟通房态与入住细节；",
            "跟进申请与订单状态，协助入住确认；",
            "入住期间协助您与公寓运营方沟通维修、投诉等事宜；",
            "您另行订购的接机、担保人、保险等增值服务。",
          ),
        ],
      },
      {
        id: "process",
        title: "二、服务流程",
        blocks: [
          ol(
            "您在平台提交申请并如实填写申请人信息；",
            "顾问在一个工作日内联系您，确认房型、租期、价格与入住时间；",
            "公寓运营方审核通过后，您在线签署租赁合同；",
            "您按照支付协议完成定金或租金支付；",
            "我们向您发送入住确认与入住指南，服务持续至租期结束。",
          ),
        ],
      },
      {
        id: "fees",
        title: "三、服务费用",
        blocks: [
          p("除页面另有说明外，我们的预订协助服务对学生免费，费用由合作的公寓运营方承担。增值服务的价格在下单页面单独列明，您确认支付后生效。我们不会在您未确认的情况下收取任何费用。"),
        ],
      },
      {
        id: "your-duties",
        title: "四、您的义务",
        blocks: [
          ul(
            "提供真实、完整的申请信息与证明材料；",
            "按时支付租金与费用，遵守公寓的入住规定与当地法律；",
            "在申请需要变更或取消时及时通知顾问；",
            "爱护房屋设施，退租时按合同办理交接。",
          ),
        ],
      },
      {
        id: "our-duties",
        title: "五、我们的义务",
        blocks: [
          ul(
            "如实展示房源信息，发现信息错误时及时更正并通知您；",
            "对您的个人信息保密，仅为提供服务之目的使用；",
            "在工作时间内及时响应您的咨询，重要事项书面确认；",
            "在您与公寓运营方发生争议时，依据合同积极协调。",
          ),
        ],
      },
      {
        id: "changes",
        title: "六、变更与取消",
        blocks: [
          p("签约前，您可以随时取消申请且无需承担费用。签约后的变更、转租或提前退租，以租赁合同与公寓运营方的政策为准；我们会协助您了解可选方案与可能产生的费用。定金与租金的退还规则见《支付协议》。"),
        ],
      },
      {
        id: "disputes",
        title: "七、争议处理",
        blocks: [
          p("如您对服务不满意，可拨打客服热线 {{hotline}} 或通过意见反馈提交投诉，我们将在 3 个工作日内给出处理意见。本协议的法律适用与争议解决方式同《用户协议》。"),
        ],
      },
    ],
  },
  en: {
    title: "Service agreement",
    summary: "This agreement sets out the services StudyNest provides while you apply for and book housing abroad, the rights and duties of both parties, and the rules on service fees.",
    updated: "2025-01-15",
    sections: [
      {
        id: "services",
        title: "1. Our services",
        blocks: [
          p("We help you book by:"),
          ul(
            "Recommending homes that match your needs, and explaining property details, fees and contract terms;",
            "Submitting your application to the accommodation operator and confirming availability and move-in details;",
            "Following up your applications and orders, and helping with move-in confirmation;",
            "During your stay, helping you communicate with the operator about repairs, complaints and similar matters;",
            "Providing any additional services you order, such as airport pick-up, guarantors or insurance.",
          ),
        ],
      },
      {
        id: "process",
        title: "2. How it works",
        blocks: [
          ol(
            "You submit an application with true and complete applicant details;",
            "An adviser contacts you within one working day to confirm the room type, tenancy, price and move-in date;",
            "Once the operator approves, you sign the tenancy contract online;",
            "You pay the deposit or rent as described in the payment agreement;",
            "We send you the booking confirmation and move-in guide; our service continues until the end of your tenancy.",
          ),
        ],
      },
      {
        id: "fees",
        title: "3. Service fees",
        blocks: [
          p("Unless a page states otherwise, our booking assistance is free for students; it is paid for by our partner operators. Prices of additional services are shown separately on the order page and apply once you confirm payment. We never charge anything you have not confirmed."),
        ],
      },
      {
        id: "your-duties",
        title: "4. Your obligations",
        blocks: [
          ul(
            "Provide true and complete application information and documents;",
            "Pay rent and fees on time, and follow the property's house rules and local law;",
            "Tell your adviser promptly if your application needs to change or be cancelled;",
            "Look after the property and hand it back as the contract requires when you move out.",
          ),
        ],
      },
      {
        id: "our-duties",
        title: "5. Our obligations",
        blocks: [
          ul(
            "Show property information truthfully, and correct and tell you about any error we find;",
            "Keep your personal information confidential and use it only to provide the service;",
            "Answer your questions promptly during working hours and confirm important matters in writing;",
            "Help resolve any dispute between you and the operator on the basis of the contract.",
          ),
        ],
      },
      {
        id: "changes",
        title: "6. Changes and cancellations",
        blocks: [
          p("Before you sign, you can cancel an application at any time at no cost. After signing, changes, subletting or leaving early are governed by the tenancy contract and the operator's policy; we will help you understand your options and any costs. Refunds of deposits and rent follow the payment agreement."),
        ],
      },
      {
        id: "disputes",
        title: "7. Complaints and disputes",
        blocks: [
          p("If you are not satisfied with our service, call {{hotline}} or send a complaint through Feedback; we will reply with a proposed resolution within 3 working days. Governing law and dispute resolution are as in the user agreement."),
        ],
      },
    ],
  },
};
