/** The student's data is theirs: download it all, delete the account (what the law keeps, anonymised). */
export { privacyEndpoints } from "./endpoints";
export { HANDLED as ERASE_HANDLED } from "./erase";
export { PRIVACY_MESSAGES } from "./messages";
