/** My history's refusals and notices. */
export const HISTORY_MESSAGES = {
  history_item_not_found: { zh: "浏览记录不存在或已删除", en: "This history item does not exist or was already removed" },
  history_views_invalid: { zh: "浏览记录格式无效", en: "The list of viewed apartments and rooms is malformed" },
  history_removed: { zh: "已从浏览记录中删除", en: "Removed from your history" },
  history_cleared: { zh: "浏览记录已清空", en: "Your history is cleared" },
  history_limit: { zh: "浏览记录操作过于频繁，请稍后再试", en: "Too many changes to your history; please try again later" },
} as const;
