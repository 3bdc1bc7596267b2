import { sql } from "drizzle-orm";
import { query, type Db } from "../client";
import { helpCategories, helpQuestions } from "../schema";
import { parseMarkup, type HelpBlock } from "../../help";
import { HELP_SEED } from "./data/help";

/**
 * The help centre's first questions and answers (api/db/seed/data/help.ts), published. Runs
 * once, when there is no help category yet (so a database seeded before the help centre gets
 * them at its next start); afterwards the content belongs to staff.
 */
function blocks(source: string, where: string): HelpBlock[] {
  const parsed = parseMarkup(source);
  if (!parsed.ok) throw new Error(`help seed ${where}: line ${parsed.error.line} ${parsed.error.reason}`);
  return parsed.blocks;
}

export async function seedHelpCentre(db: Db, log: (s: string) => void = () => {}): Promise<void> {
  const [row] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM help_categories`, db);
  if ((row?.n ?? 0) > 0) return;
  const now = new Date();
  let questions = 0;
  for (const [position, c] of HELP_SEED.entries()) {
    const [category] = await db
      .insert(helpCategories)
      .values({ slug: c.slug, position, nameZh: c.name.cn, nameEn: c.name.en, descriptionZh: c.description.cn, descriptionEn: c.description.en })
      .returning({ id: helpCategories.id });
    await db.insert(helpQuestions).values(
      c.questions.map((q, i) => ({
        categoryId: category.id,
        slug: q.slug,
        position: i,
        titleZh: q.title.cn,
        titleEn: q.title.en,
        bodyZh: blocks(q.body.cn, `${c.slug}/${q.slug} cn`),
        bodyEn: blocks(q.body.en, `${c.slug}/${q.slug} en`),
        publishedAt: now,
      })),
    );
    questions += c.questions.length;
  }
  log(`Seeded the help centre: ${HELP_SEED.length} categories, ${questions} questions`);
}
