import common from "./common";
import pages from "./pages";

/** The en catalogue: one module per area, merged here. */
export default { ...common, ...pages };
