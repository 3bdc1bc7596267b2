/** Staff and landlord accounts, sessions, permissions and the audit log. */
export { staffEndpoints } from "./endpoints";
export { audit, type Actor } from "./audit";
export { allowedActor, auditTokenRead, authorize, checkOperator, createStaffAccount, ensureFirstAdmin, hasAdmin, listScope, opsActor, ownedBuildingIds, ownsBuilding, requireAdviser, tokenActor } from "./service";
export { STAFF_MESSAGES } from "./messages";
