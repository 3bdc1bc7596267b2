/** The image upload's refusals. */
export const UPLOAD_MESSAGES = {
  upload_missing: { zh: "请选择要上传的图片", en: "Choose an image to upload" },
  upload_type: { zh: "仅支持 JPG 或 PNG 格式的图片", en: "Only JPG or PNG images are accepted" },
  upload_size: { zh: "图片大小不能超过 3 MB", en: "Images must be 3 MB or smaller" },
  upload_unreadable: { zh: "图片已损坏或无法识别", en: "The image is damaged or cannot be read" },
  upload_failed: { zh: "图片上传失败，请稍后重试", en: "The image could not be saved, please try again later" },
} as const;
