/** Find-a-house requests after they are sent: the student's list and the staff status moves. */
export { findHouseEndpoints } from "./endpoints";

