/** The uploads domain as other domains see it: import these, never its inner files. */
export { ensureSeedImages, photoFile, seedImageFile } from "./images";
export { sniffImage, storeImageBytes, storeUpload, uploadedFile, uploadedImage } from "./service";
export { SEED_IMAGE_COUNT, seedImageKey } from "./images";
