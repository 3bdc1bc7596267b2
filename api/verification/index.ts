/** Verification as data: records of what staff checked of apartments and landlords, and the badges they back. */
export { verificationEndpoints } from "./endpoints";
export { currentVerificationsOf, onVerificationsChanged, verificationInfo } from "./service";
export { VERIFICATION_MESSAGES } from "./messages";
