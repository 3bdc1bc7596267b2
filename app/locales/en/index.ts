import { VALIDATION_MESSAGES } from "#core/messages/validation";
import account from "./account";
import common from "./common";
import cost from "./cost";
import discovery from "./discovery";
import history from "./history";
import help from "./help";
import pages from "./pages";
import legal from "./legal";
import student from "./student";
import reviews from "./reviews";
import gifts from "./gifts";
import service from "./service";
import ux from "./ux";
import roommates from "./roommates";
import phone from "./phone";
import booking from "./booking";
import trust from "./trust";

/** The en catalogue: one module per area, merged here. */
export default { ...VALIDATION_MESSAGES.en, ...common, ...account, ...discovery, ...pages, ...legal, ...student, ...cost, ...reviews, ...ux, ...history, ...help, ...service, ...roommates, ...gifts, ...phone, ...booking, ...trust };
