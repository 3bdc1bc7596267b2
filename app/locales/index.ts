import cn from "./cn";
import en from "./en";

export const resources = {
  "zh-CN": { translation: cn },
  en: { translation: en },
};
