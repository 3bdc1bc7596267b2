import type { Bilingual } from "../../../catalogue/labels";

/**
 * Words and texts the generated catalogue is assembled from: apartment names, streets,
 * policies, FAQs, and the small reference tables (grades, feedback categories, handbooks,
 * topic pages). Kept apart from the generator so the wording can be reviewed in one place.
 */
export const BUILDING_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ["Aurora", "极光"], ["Maple", "枫叶"], ["Cedar", "雪松"], ["Willow", "柳岸"], ["Harbour", "港湾"],
  ["Meridian", "子午"], ["Beacon", "灯塔"], ["Orchard", "果园"], ["Canal", "运河"], ["Foundry", "铸造厂"],
  ["Crescent", "新月"], ["Summit", "峰顶"], ["Atlas", "阿特拉斯"], ["Horizon", "地平线"], ["Lumen", "流明"],
  ["Vista", "远景"], ["Unity", "联合"], ["Kings", "国王"], ["Queens", "女王"], ["Riverside", "河畔"],
  ["Parkside", "公园"], ["Hillside", "山景"], ["Station", "车站"], ["Market", "市集"], ["Chapel", "礼拜堂"],
  ["Mill", "磨坊"], ["Garden", "花园"], ["Oak", "橡树"], ["Elm", "榆树"], ["Birch", "白桦"],
  ["Ivy", "常春藤"], ["Sterling", "斯特林"], ["Cobalt", "钴蓝"], ["Amber", "琥珀"], ["Granite", "花岗岩"],
  ["Silverline", "银线"], ["Nova", "新星"], ["Echo", "回声"], ["Pioneer", "先锋"], ["Compass", "罗盘"],
];

export const BUILDING_KINDS: ReadonlyArray<readonly [string, string]> = [
  ["House", "公寓"], ["Court", "庭苑"], ["Point", "角公寓"], ["Residence", "公馆"], ["Studios", "精品公寓"],
  ["Living", "学生公寓"], ["Place", "广场公寓"], ["Tower", "大厦"], ["Hall", "学舍"], ["Lofts", "阁楼公寓"],
  ["Gardens", "花园公寓"], ["Quarter", "街区公寓"], ["Village", "学生村"], ["Works", "工坊公寓"], ["Yard", "院"],
];

export const STREET_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["Station", "车站"], ["Church", "教堂"], ["Park", "公园"], ["High", "高街"], ["Victoria", "维多利亚"],
  ["Mill", "磨坊"], ["King", "国王"], ["Queen", "女王"], ["College", "学院"], ["Bridge", "桥"],
  ["Market", "市场"], ["Garden", "花园"], ["River", "河"], ["Castle", "城堡"], ["Union", "联合"],
];

export const STREET_KINDS: ReadonlyArray<readonly [string, string]> = [
  ["Street", "街"], ["Road", "路"], ["Lane", "巷"], ["Avenue", "大道"], ["Way", "道"],
];

export const PAYMENT_POLICIES: readonly Bilingual[] = [
  {
    zh: "预订时支付一周租金作为预订费，入住前按学期分三期付清余款，支持银行卡与国际汇款。",
    en: "Pay one week's rent to reserve; the balance is due in three instalments per term before each term starts. Cards and international transfers accepted.",
  },
  {
    zh: "签约时支付押金，租金按月自动扣款；可选择一次性付清全部租金享受折扣。",
    en: "A deposit is due on signing and rent is collected monthly by direct debit; paying the full lease upfront earns a discount.",
  },
  {
    zh: "无需担保人的学生需提前支付全部租金，有英国担保人的学生可按季度付款。",
    en: "Students without a guarantor pay the full lease in advance; students with a local guarantor may pay quarterly.",
  },
];

export const CANCELLATION_POLICIES: readonly Bilingual[] = [
  {
    zh: "签证被拒或未获录取可全额退款（需提供证明）；其他情况入住前 28 天取消退还预订费以外的款项。",
    en: "Full refund on visa refusal or failed admission (proof required); otherwise cancel 28 days before move-in for a refund of everything except the reservation fee.",
  },
  {
    zh: "签约后 14 天冷静期内可免费取消；之后取消需找到替租人或支付剩余租金的 10%。",
    en: "Cancel free of charge within the 14-day cooling-off period; afterwards you need a replacement tenant or pay 10% of the remaining rent.",
  },
  {
    zh: "入住前 60 天以上取消全额退款，30–60 天退款 50%，30 天内不予退款。",
    en: "Full refund when cancelling more than 60 days before move-in, 50% between 30 and 60 days, none within 30 days.",
  },
];

export const DEPOSIT_POLICIES: readonly Bilingual[] = [
  { zh: "押金为四周租金，退租检查无损坏后 14 天内退还。", en: "Deposit of four weeks' rent, returned within 14 days of a damage-free check-out." },
  { zh: "押金为一个月租金，退租后 30 天内退还。", en: "Deposit of one month's rent, returned within 30 days of moving out." },
  { zh: "免押金，可购买租房保证保险代替押金。", en: "No deposit: a tenancy guarantee insurance replaces it." },
];

export const FAQ_POOL: ReadonlyArray<{ q: Bilingual; a: Bilingual }> = [
  {
    q: { zh: "租金包含哪些费用？", en: "What does the rent include?" },
    a: { zh: "租金包含水、电、暖气和网络费用，以及公共区域的清洁与维护。", en: "Water, electricity, heating and internet are included, as is cleaning and upkeep of shared areas." },
  },
  {
    q: { zh: "可以提前入住吗？", en: "Can I move in early?" },
    a: { zh: "视房源情况可提前入住，提前的天数按日租金计算，请在预订时备注。", en: "Early arrival is possible when the room is free; extra nights are charged pro rata. Mention it when booking." },
  },
  {
    q: { zh: "需要担保人吗？", en: "Do I need a guarantor?" },
    a: { zh: "没有本地担保人的学生可以选择预付租金或使用第三方担保服务。", en: "Students without a local guarantor can pay in advance or use a third-party guarantor service." },
  },
  {
    q: { zh: "公寓允许访客留宿吗？", en: "Can guests stay overnight?" },
    a: { zh: "访客需在前台登记，每月留宿不超过 7 晚。", en: "Guests must sign in at reception and may stay up to 7 nights a month." },
  },
  {
    q: { zh: "如何办理入住？", en: "How does check-in work?" },
    a: { zh: "到达后凭护照和租约在前台领取钥匙，非工作时间可联系 24 小时值班人员。", en: "Collect your keys at reception with your passport and tenancy agreement; out of hours, call the 24-hour duty team." },
  },
  {
    q: { zh: "房间里有哪些家具？", en: "What furniture is in the room?" },
    a: { zh: "房间配有床、床垫、书桌、椅子、衣柜和书架，需自备床上用品。", en: "Rooms come with a bed, mattress, desk, chair, wardrobe and shelves; bring your own bedding." },
  },
  {
    q: { zh: "可以在租期内换房吗？", en: "Can I change rooms during my tenancy?" },
    a: { zh: "如有空房可申请换房，需支付少量手续费。", en: "You can ask to move when another room is free, for a small admin fee." },
  },
];

export const GRADES: readonly Bilingual[] = [
  { zh: "语言课程", en: "Language course" },
  { zh: "预科", en: "Foundation" },
  { zh: "本科一年级", en: "Undergraduate, year 1" },
  { zh: "本科二年级", en: "Undergraduate, year 2" },
  { zh: "本科三年级", en: "Undergraduate, year 3" },
  { zh: "本科四年级", en: "Undergraduate, year 4" },
  { zh: "硕士研究生", en: "Master's" },
  { zh: "博士研究生", en: "PhD" },
  { zh: "交换生 / 访问学者", en: "Exchange student / visiting scholar" },
  { zh: "其他", en: "Other" },
];

export const FEEDBACK_CATEGORIES: readonly Bilingual[] = [
  { zh: "功能建议", en: "Feature suggestion" },
  { zh: "房源信息有误", en: "Wrong listing information" },
  { zh: "预订与支付问题", en: "Booking and payment" },
  { zh: "账号与登录问题", en: "Account and login" },
  { zh: "网站错误或卡顿", en: "Site error or slowness" },
  { zh: "服务投诉", en: "Service complaint" },
  { zh: "其他", en: "Other" },
];

export interface HandbookSeed {
  code: string;
  category: string;
  title: Bilingual;
  summary: Bilingual;
  sections: ReadonlyArray<{ heading: Bilingual; body: Bilingual }>;
}

export const HANDBOOKS: readonly HandbookSeed[] = [
  {
    code: "booking-guide",
    category: "booking",
    title: { zh: "预订流程指南", en: "Booking guide" },
    summary: { zh: "从选房到入住申请的每一步。", en: "Every step from choosing a room to your application." },
    sections: [
      { heading: { zh: "选择房源", en: "Choose a room" }, body: { zh: "按城市或学校搜索公寓，比较房型、价格和距离，收藏心仪的房源。", en: "Search apartments by city or school, compare room types, prices and distances, and save the ones you like." } },
      { heading: { zh: "提交申请", en: "Apply" }, body: { zh: "填写入住时间、租期和联系方式，顾问会在一个工作日内联系你。", en: "Give your move-in date, lease length and contact details; an adviser contacts you within one working day." } },
      { heading: { zh: "签约与付款", en: "Sign and pay" }, body: { zh: "顾问确认房态后，按公寓运营方的流程签订租赁合同，并按其规定支付预订费或押金。", en: "Once your adviser has confirmed the room, sign the tenancy through the operator's own process and pay the reservation fee or deposit it asks for." } },
    ],
  },
  {
    code: "payment-guide",
    category: "payment",
    title: { zh: "租金支付说明", en: "Paying your rent" },
    summary: { zh: "支付方式、分期与汇率说明。", en: "Payment methods, instalments and exchange rates." },
    sections: [
      { heading: { zh: "支付方式", en: "Methods" }, body: { zh: "支持国际信用卡、借记卡和银行汇款，部分公寓支持人民币支付。", en: "International credit and debit cards and bank transfers are accepted; some apartments accept CNY." } },
      { heading: { zh: "分期付款", en: "Instalments" }, body: { zh: "多数公寓支持按学期分期，具体以合同为准。", en: "Most apartments let you pay per term; the contract is authoritative." } },
    ],
  },
  {
    code: "arrival-checklist",
    category: "arrival",
    title: { zh: "入住准备清单", en: "Arrival checklist" },
    summary: { zh: "出发前和到达后需要准备的事项。", en: "What to prepare before leaving and after arriving." },
    sections: [
      { heading: { zh: "出发前", en: "Before you leave" }, body: { zh: "确认入住时间，准备护照、录取通知书、租房合同和付款凭证。", en: "Confirm your arrival time and bring your passport, offer letter, tenancy agreement and payment receipts." } },
      { heading: { zh: "到达后", en: "After you arrive" }, body: { zh: "在前台领取钥匙，检查房间设施并拍照记录，登记网络账号。", en: "Collect your keys at reception, check and photograph the room, and register for the internet." } },
    ],
  },
  {
    code: "living-guide",
    category: "living",
    title: { zh: "公寓生活手册", en: "Living in your apartment" },
    summary: { zh: "公共区域、访客、维修与安全。", en: "Shared spaces, guests, repairs and safety." },
    sections: [
      { heading: { zh: "报修", en: "Repairs" }, body: { zh: "通过前台或公寓应用提交报修，紧急情况请拨打 24 小时值班电话。", en: "Report repairs at reception or in the apartment app; for emergencies call the 24-hour line." } },
      { heading: { zh: "消防安全", en: "Fire safety" }, body: { zh: "请勿遮挡烟雾报警器，熟悉最近的紧急出口。", en: "Never cover smoke detectors, and learn where your nearest exit is." } },
    ],
  },
  {
    code: "visa-documents",
    category: "visa",
    title: { zh: "签证住宿证明办理", en: "Accommodation proof for visas" },
    summary: { zh: "如何获取签证所需的住宿证明。", en: "How to obtain the accommodation letter a visa application needs." },
    sections: [
      { heading: { zh: "申请住宿证明", en: "Request the letter" }, body: { zh: "签约付款后向公寓运营方申请住宿证明，通常两个工作日内出具；申请进度可在个人中心查看。", en: "After signing and paying, ask the operator for the letter; it is usually issued within two working days. Your personal area shows the application's progress." } },
    ],
  },
];
