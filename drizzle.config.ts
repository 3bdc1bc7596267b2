import { defineConfig } from "drizzle-kit";

// `npm run db:generate` diffs api/db/schema.ts against the committed snapshots and writes the
// next SQL migration; prepareDatabase() applies them on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema.ts",
  out: "./api/db/migrations",
});
