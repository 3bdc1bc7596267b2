/**
 * The statuses an application and an order move through: the database enums (api/db/schema.ts),
 * the staff endpoints' choices and the contract's answers all name these lists.
 */
export const APPLICATION_STATUSES = ["submitted", "reviewing", "approved", "rejected", "cancelled", "expired"] as const;
export const ORDER_STATUSES = ["pending_payment", "paid", "checked_in", "completed", "cancelled", "refunded", "expired"] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A find-a-house request as staff work on it: new (not yet picked up), contacted (an adviser
 * has been in touch), matched (rooms were proposed), closed (done or withdrawn).
 */
export const FIND_HOUSE_STATUSES = ["new", "contacted", "matched", "closed"] as const;
export type FindHouseStatus = (typeof FIND_HOUSE_STATUSES)[number];
