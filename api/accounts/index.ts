/** The accounts domain as other domains see it: import these, never its inner files. */
export { hashPassword, verifyPassword } from "./password";
export { phoneTarget, refusal, sendCode, verifyCode } from "./codes";
