/** The catalogue's refusals (places, apartments, rooms, filters, handbooks) and the cooperation form's answers. */
export const CATALOGUE_MESSAGES = {
  country_not_found: { zh: "国家不存在", en: "Unknown country" },
  city_not_found: { zh: "城市不存在", en: "Unknown city" },
  school_not_found: { zh: "学校不存在", en: "Unknown school" },
  building_not_found: { zh: "公寓不存在或已下架", en: "This apartment does not exist or is no longer listed" },
  room_not_found: { zh: "房间不存在", en: "This room does not exist" },
  location_required: { zh: "请选择国家、城市或学校", en: "Choose a country, city or school" },
  route_params_required: { zh: "缺少路由参数", en: "Give a country slug, a building code or a room code" },
  city_not_in_country: { zh: "所选城市不属于该国家", en: "The city does not belong to the country" },
  price_range_invalid: { zh: "最低价格不能高于最高价格", en: "The minimum price cannot exceed the maximum" },
  distance_needs_school: { zh: "按距离筛选或排序需要先选择学校", en: "Filtering or sorting by distance needs a school" },
  handbook_not_found: { zh: "手册不存在", en: "This handbook does not exist" },
  topic_not_found: { zh: "专题页不存在", en: "This topic page does not exist" },
  coop_ok: { zh: "提交成功，我们会尽快与您联系", en: "Submitted. We will contact you soon" },
} as const;
