import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** A lint rule that refuses imports whose specifier matches `regex` in the given files. */
function restrictImports(files, regex, message) {
  return { files, rules: { "no-restricted-imports": ["error", { patterns: [{ regex, message }] }] } };
}

/**
 * The API's domains: every folder of api/ but the cross-cutting ones, each with the same shape,
 * `api/<domain>/{endpoints,service,messages,index}.ts`. Read from the tree, so a new domain gets
 * the rules below the day its folder appears.
 */
const CROSS_CUTTING = new Set(["db", "http", "platform"]);
const DOMAINS = readdirSync(new URL("./api", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !CROSS_CUTTING.has(entry.name))
  .map((entry) => entry.name);
const DOMAIN_FILES = DOMAINS.map((domain) => `api/${domain}/**`);

const API_OUTWARD = { regex: "^(~/|(\\.\\./)+(app|server)(/|$))", message: "api/ imports core/ (#core/...), never the web app or the server." };
/** `../<other>/<file>` from a domain folder: another domain is reached through its index.ts only. */
const DOMAIN_INSIDES = {
  regex: "^\\.\\./(?!(db|http|platform)/)[^./][^/]*/",
  message: "Import another domain through its index.ts (`../<domain>`), never its inner files.",
};
/** `../../<domain>/<file>` from the seed: it is start-up tooling, and uses a domain as any other does. */
const SEED_DOMAIN_INSIDES = {
  regex: "^\\.\\./\\.\\./(?!(db|http|platform)/)[^./][^/]*/",
  message: "The seed imports a domain through its index.ts (`../../<domain>`), never its inner files.",
};
const DATABASE = {
  regex: "^(\\.\\./db(/|$)|drizzle-orm(/|$)|pg(/|$))",
  message: "An endpoints file reads input, calls its service and answers: the SQL lives in the domain's service.",
};
export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", ".cache/", "bench/tmp/", "test-results/", "playwright-report/", "api/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // Directions (README "Layout"): core/ is shared by the web, the API and the server and imports
  // none of them; the API and the server never reach into the web app; the web app reaches the
  // API only through its transport (app/api-transport.server.ts).
  restrictImports(["core/**"], "^(~/|#api|(\\.\\./)+(app|api|server)(/|$))", "core/ is shared: it imports nothing from app/, api/ or server/."),
  restrictImports(["api/**"], API_OUTWARD.regex, API_OUTWARD.message),
  // Inside the API, each domain is a folder (README "Layout"). Later configs replace the rule's
  // options for the files they match, so each repeats the patterns of the configs before it.
  { files: DOMAIN_FILES, rules: { "no-restricted-imports": ["error", { patterns: [API_OUTWARD, DOMAIN_INSIDES] }] } },
  {
    files: DOMAINS.map((domain) => `api/${domain}/endpoints.ts`),
    rules: { "no-restricted-imports": ["error", { patterns: [API_OUTWARD, DOMAIN_INSIDES, DATABASE] }] },
  },
  { files: ["api/db/seed/**"], rules: { "no-restricted-imports": ["error", { patterns: [API_OUTWARD, SEED_DOMAIN_INSIDES] }] } },
  restrictImports(["server/**"], "^(~/|(\\.\\./)+(app|api)(/|$))", "server/ imports core/ (#core/...); it loads the web build at run time."),
  {
    ...restrictImports(["app/**"], "^(\\.\\./)+api(/|$)", "app/ reaches the API only through app/api-transport.server.ts (the signed contract)."),
    ignores: ["app/api-transport.server.ts"],
  },
  // The transport itself imports the API's one door, api/index.ts, and no module inside api/.
  restrictImports(["app/api-transport.server.ts"], "^(\\.\\./)+api/", "app/api-transport.server.ts imports only api/index.ts (export what it needs from there)."),
  {
    // The contract's schemas are the API's; the web takes only their types (nothing of them in the browser bundle).
    files: ["app/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^#core/contract(/|$)", allowTypeImports: true, message: "app/ imports the contract's types only (import type)." }] },
      ],
    },
  },
  {
    // Tests read untyped JSON envelopes from the API; `any` there is a reading aid, not a design.
    files: ["tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
