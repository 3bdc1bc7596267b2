/**
 * A complete applicant with a guarantor, as the room application asks for them (legal name in
 * any script, Chinese name, university, course, year, birth date, nationality, address, and the
 * guarantor some apartments require). Spread into an `intent/apply` call's fields.
 */
export const APPLICANT = {
  chineseName: "张三",
  surnamePinyin: "Zhang",
  legalName: "Zhang San",
  dateOfBirth: "2004-05-06",
  nationality: "CN",
  university: "University College London",
  course: "MSc Computer Science",
  yearOfStudy: "masters",
  address: "北京市海淀区中关村大街 1 号",
  guarantorName: "张父",
  guarantorRelation: "parent",
  guarantorMobilePrefixId: 317,
  guarantorMobile: "13900139000",
} as const;
