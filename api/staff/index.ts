/** Staff and landlord accounts, sessions, permissions and the audit log. */
export { staffEndpoints } from "./endpoints";
export { audit, auditSystem, type Actor } from "./audit";
export { scopeOf } from "./permissions";
export { acceptInvite, allowedActor, assignableAdvisers, auditTokenRead, authorize, checkOperator, createStaffAccount, ensureFirstAdmin, hasAdmin, INVITE_DAYS, inviteLink, listScope, opsActor, ownedBuildingIds, ownsBuilding, requireAdviser, tokenActor } from "./service";
export { STAFF_MESSAGES } from "./messages";
