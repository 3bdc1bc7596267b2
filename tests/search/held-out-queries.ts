import type { QualityQuery } from "./quality-queries";

/**
 * Held-out search queries: what students type around a place name — words that only say
 * "near" or "housing" (附近, 周边, 宿舍, 公寓, 租房, near, accommodation, rooms, halls…). None of
 * them is in the quality table (quality-queries.ts), so the matcher is measured on text it was
 * not tuned on; tests/search/fillers.test.ts runs them in both languages.
 */
const RAW: [string, string][] = [
  ["悉尼大学附近", "school:The University of Sydney"],
  ["UCL附近", "school:University College London"],
  ["near UCL", "school:University College London"],
  ["KCL accommodation", "school:King's College London"],
  ["悉尼大学宿舍", "school:The University of Sydney"],
  ["曼大附近的公寓", "school:The University of Manchester"],
  ["墨尔本大学周边租房", "school:The University of Melbourne"],
  ["帝国理工学院学生公寓", "school:Imperial College London"],
  ["爱丁堡大学 宿舍", "school:The University of Edinburgh"],
  ["LSE student accommodation", "school:London School of Economics and Political Science"],
  ["rooms near Imperial College London", "school:Imperial College London"],
  ["University of Toronto housing", "school:University of Toronto"],
  ["flats near the University of Manchester", "school:The University of Manchester"],
  ["NYU dorms", "school:New York University"],
  ["student halls Edinburgh", "city:GB/Edinburgh"],
  ["伦敦租房", "city:GB/London"],
  ["曼彻斯特学生公寓", "city:GB/Manchester"],
  ["accommodation in Sydney", "city:AU/Sydney"],
  ["东京大学附近住宿", "school:The University of Tokyo"],
  ["港大周边", "school:The University of Hong Kong"],
  ["housing near Columbia University", "school:Columbia University"],
  ["UBC student housing", "school:The University of British Columbia"],
  ["Monash accommodation", "school:Monash University"],
  ["纽约大学附近公寓", "school:New York University"],
];

export const HELD_OUT_QUERIES: QualityQuery[] = RAW.map(([query, expect]) => ({ query, expect, kind: "name" }));
