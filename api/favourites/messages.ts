/** Saving an apartment to the collection and taking it out. */
export const FAVOURITE_MESSAGES = {
  favorite_added: { zh: "收藏成功", en: "Saved to your collection" },
  favorite_removed: { zh: "已取消收藏", en: "Removed from your collection" },
} as const;
