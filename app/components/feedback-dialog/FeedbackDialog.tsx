import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { FEEDBACK_DIALOG_WIDTH } from "#core/constants";
import * as f from "../student-form/Form.css";
import * as d from "../student-dialog/StudentDialog.css";
import { StudentDialog, usePageBehind } from "../student-dialog/StudentDialog";
import type { StudentDialogData } from "../student-dialog/dialogs.server";
import { FeedbackForm } from "./FeedbackForm";

/**
 * Feedback (550px wide: a category select and a textarea), open at `?dialog=feedback` for a
 * logged-in user; a visitor gets the login dialog instead. After a
 * successful send (`&sent=1`) it shows '您的留言反馈提交成功' with a 确定 button that closes it.
 */
export function FeedbackDialog({ data }: { data: Extract<StudentDialogData, { kind: "feedback" }> }) {
  const { t } = useTranslation();
  const back = usePageBehind();
  return (
    <StudentDialog id="feedback" title={t("student.feedback.title")} width={FEEDBACK_DIALOG_WIDTH} testId="feedback-dialog">
      {data.sent ? (
        <div className={d.done} role="status" data-testid="feedback-success">
          <span className={d.doneIcon} aria-hidden="true">
            ✓
          </span>
          <p>{t("feedback_submit_ok")}</p>
          <Link to={back} preventScrollReset replace className={f.button.primary} data-testid="feedback-confirm">
            {t("confirm")}
          </Link>
        </div>
      ) : (
        <FeedbackForm categories={data.categories} requestId={data.requestId} redirectTo={back} loadError={data.error} />
      )}
    </StudentDialog>
  );
}

/** Loaded on demand by StudentDialogs (app/lib/deferred.tsx). */
export default FeedbackDialog;
