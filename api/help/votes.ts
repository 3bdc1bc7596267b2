import { sql } from "drizzle-orm";
import { query } from "../db/client";
import { ApiError } from "../http/envelope";
import { helpContent } from "./service";
import { limitIp } from "../platform/rate-limit";

/**
 * "Was this helpful?" on a published question: one vote per visitor and question. The visitor
 * is the site's visitor id (`hooid`, a cookie every page sets), else the logged-in user; with
 * neither the vote cannot be told from a repeat and is refused. The first vote counts; a repeat
 * changes nothing. Votes are capped per client IP, so a script inventing visitor ids cannot
 * stuff them.
 */
export async function voteHelpful(input: { questionId: number; helpful: boolean; hooid?: string; userId?: number; ip?: string }): Promise<{ counted: boolean }> {
  const question = (await helpContent()).questionById.get(input.questionId);
  if (!question?.publishedAt) throw new ApiError("help_question_not_found");
  const voter = input.hooid ? `v:${input.hooid}` : input.userId ? `u:${input.userId}` : null;
  if (!voter) throw new ApiError("help_vote_no_visitor");
  const limit = await limitIp("helpVoteIp", input.ip ?? "unknown");
  if (!limit.ok) throw new ApiError(limit.reason === "unavailable" ? "service_busy" : "help_vote_limit");
  const rows = await query<{ question_id: number }>(sql`
    INSERT INTO help_votes (question_id, voter, helpful) VALUES (${input.questionId}, ${voter}, ${input.helpful})
    ON CONFLICT (question_id, voter) DO NOTHING RETURNING question_id`);
  return { counted: rows.length > 0 };
}
