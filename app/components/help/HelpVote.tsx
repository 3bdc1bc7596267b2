import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import * as s from "./Help.css";

export type VoteOutcome = "yes" | "no" | "already";

/**
 * "Was this helpful?": two submit buttons of a plain POST form (works without JavaScript). The
 * page's action counts the vote once per visitor and comes back to the question with the
 * outcome in the address (`?voted=`), which shows the thanks instead of the buttons.
 */
export function HelpVote({ outcome, error }: { outcome: VoteOutcome | null; error?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className={s.vote} id="helpful" aria-labelledby="help-vote-question" data-testid="help-vote">
      <h2 className={s.voteQuestion} id="help-vote-question">
        {t("help.vote.question")}
      </h2>
      {outcome ? (
        <p className={s.voteThanks} role="status" data-testid="help-vote-thanks">
          {t(outcome === "yes" ? "help.vote.thanksYes" : outcome === "no" ? "help.vote.thanksNo" : "help.vote.already")}
        </p>
      ) : (
        <Form method="post" preventScrollReset className={s.voteForm}>
          <button type="submit" name="helpful" value="yes" className={s.voteButton} disabled={busy} data-testid="help-vote-yes">
            {t("help.vote.yes")}
          </button>
          <button type="submit" name="helpful" value="no" className={s.voteButton} disabled={busy} data-testid="help-vote-no">
            {t("help.vote.no")}
          </button>
        </Form>
      )}
      {error ? (
        <p className={s.voteError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
