import { tmpdir } from "node:os";
import { join } from "node:path";

/** The API tests' DATA_DIR, shared across runs: seed images are rendered once, uploads land outside the repo. */
export const TEST_DATA_DIR = join(tmpdir(), "student-housing-api-test");
