import type { Endpoint } from "../http/endpoint";
import { applicantEndpoints } from "./applicant";
import { applyEndpoints } from "./apply";
import { intentEndpoints } from "./intent";
import { leadEndpoints } from "./leads";
import { operatorEndpoints } from "./operator";
import { orderEndpoints } from "./orders";
import { profileEndpoints } from "./profile";

/** Every endpoint of the student area, for api/app.ts to mount. */
export const studentEndpoints: Endpoint[] = [
  ...intentEndpoints,
  ...applyEndpoints,
  ...applicantEndpoints,
  ...orderEndpoints,
  ...profileEndpoints,
  ...leadEndpoints,
  ...operatorEndpoints,
];
