import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * Statements PGlite parses and plans once per process.
 *
 * PGlite answers every `query` by parsing, analysing and planning the statement again (the
 * extended protocol's unnamed statement) in six trips into its WebAssembly: for the joins a
 * signed-in student's own pages run on every view (their applications, saved apartments,
 * conversations) that was most of a millisecond of CPU per statement, for lists that are empty
 * or a handful of rows. A statement marked with `planned()` is instead prepared once
 * (`PREPARE`) and run with `EXECUTE` under a generic plan (one trip, no planning), its
 * parameters written as literals of the type PostgreSQL inferred for them — the same text a
 * text-format Bind sends, so the rows are the same. PostgreSQL (`DATABASE_URL`) runs a marked
 * statement as any other.
 *
 * Only statements whose generic plan was checked are marked: a generic plan does not see the
 * parameters' values, which for these lookups by a user id changes nothing (one index, a few
 * rows), but for a search or a skewed filter could.
 */

/** At most this many distinct statements are kept prepared (each is a plan inside PGlite). */
const MAX_PLANNED = 200;

/** The SQL texts marked by `planned()`. */
const marked = new Set<string>();
const dialect = new PgDialect();

interface Compiled {
  toSQL(): { sql: string };
}

/**
 * Marks a statement (a drizzle query or raw SQL) to be planned once, and answers it unchanged:
 * `await query(planned(sql\`…\`))`, `await planned(db().select()…)`. Its SQL text must not
 * carry values (drizzle makes them parameters; `sql.raw` would not).
 */
export function planned<Q extends SQL | Compiled>(q: Q): Q {
  if (marked.size < MAX_PLANNED)
    marked.add("toSQL" in q ? q.toSQL().sql : dialect.sqlToQuery(q).sql);
  return q;
}

/** Whether a text was marked (tests). */
export const isPlanned = (text: string) => marked.has(text);

/** A value as a literal of PostgreSQL's simple query protocol (standard_conforming_strings: quotes doubled, nothing else). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface Prepared {
  name: string;
  serializers: (((v: unknown) => string) | undefined)[];
}

/**
 * Puts marked statements of this PGlite client on prepared, generically planned statements;
 * every other statement (and anything inside a transaction, which uses its own handle) runs as
 * before. Called once per opened client: prepared statements live in its session.
 */
export function keepPlans(client: PGlite): void {
  const plain = client.query.bind(client);
  const prepared = new Map<string, Promise<Prepared>>();
  let count = 0;

  const prepare = (text: string): Promise<Prepared> => {
    let p = prepared.get(text);
    if (!p) {
      const name = `planned_${++count}`;
      p = (async () => {
        // The parameters' types as PostgreSQL infers them for this text, with PGlite's own
        // serializer for each (what `query` would send).
        const { queryParams } = await client.describeQuery(text);
        await client.exec(`PREPARE ${name} AS ${text}`);
        return { name, serializers: queryParams.map((q) => q.serializer) };
      })();
      prepared.set(text, p);
      p.catch(() => prepared.delete(text));
    }
    return p;
  };

  async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions
  ): Promise<Results<T>> {
    if (
      !marked.has(text) ||
      options?.blob ||
      options?.serializers ||
      options?.paramTypes
    )
      return plain<T>(text, params, options);
    const { name, serializers } = await prepare(text);
    const values = params.map((v, i) =>
      v === null || v === undefined ? null : (serializers[i] ?? String)(v)
    );
    // A NUL cannot be in a PostgreSQL text nor in a simple query: the ordinary path refuses it as before.
    if (values.some((v) => v?.includes("\0")))
      return plain<T>(text, params, options);
    const args = values
      .map((v) => (v === null ? "NULL" : literal(v)))
      .join(", ");
    // One message: the generic plan for this EXECUTE only (a failure rolls the SET back too).
    const results = await client.exec(
      `SET plan_cache_mode = force_generic_plan; EXECUTE ${name}${
        args ? `(${args})` : ""
      }; RESET plan_cache_mode`,
      options
    );
    // exec answers rows without a row type; they are the statement's, as `query` answers them.
    return results[1] as Results<T>;
  }
  client.query = query;
}
