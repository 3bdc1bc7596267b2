import common from "./common";
import pages from "./pages";

/** The cn catalogue: one module per area, merged here. */
export default { ...common, ...pages };
