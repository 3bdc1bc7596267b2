/** The applications domain as other domains see it: import these, never its inner files. */
export { pick, prefixIsoExists } from "./service";
export type { Actor, ApplicationStatus, OrderStatus } from "./service";
export { accountContact } from "./notify";
export { moveApplication, moveOrder } from "./service";
export { notifyStatus } from "./notify";
