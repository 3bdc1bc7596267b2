/** 信任：演示数据标记、认证记录徽章、站外付款提醒与联系方式提醒。 */
export default {
  trust: {
    verified: "认证房源",
    validUntil: "有效期至 {{date}}",
    record: {
      title: "认证记录",
      lead: "留学家工作人员核验某一项内容后，会留下这条记录：核验了什么、由谁、在何时，以及有效期。徽章只在记录有效时显示。",
      what: "核验内容",
      subject: { apartment: "公寓", landlord: "房东" },
      apartment: "公寓",
      landlord: "房东",
      checkedOn: "核验日期",
      expiresOn: "有效期至",
      checkedBy: "核验人",
      staffId: "工作人员编号 {{id}}",
      note: "核验方式",
      current: "有效",
      expired: "已过期：此记录不再支持徽章。",
      revoked: "已于 {{date}} 撤销：{{reason}}",
      back: "返回公寓",
    },
    demo: "演示",
    demoTitle: "演示数据：为展示网站规模而生成的城镇与公寓，并非真实房源，不可预订入住。",
    demoNote: "这是演示公寓：所在城镇与公寓均为生成的示例数据，并非真实房源。",
  },
};
