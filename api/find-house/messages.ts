/** Find-a-house requests' refusals, merged into api/messages.ts. */
export const FIND_HOUSE_MESSAGES = {
  find_house_not_found: { zh: "找房需求不存在", en: "This find-a-house request does not exist" },
  find_house_status_invalid: { zh: "找房需求不能从当前状态改为该状态", en: "This find-a-house request cannot move from its status to that one" },
} as const;
