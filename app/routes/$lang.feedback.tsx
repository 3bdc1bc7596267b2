import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FeedbackForm } from "~/components/feedback-dialog/FeedbackForm";
import { feedbackAction } from "~/components/feedback-dialog/feedback.server";
import { feedbackChoices } from "~/components/student-dialog/dialogs.server";
import * as s from "~/components/student/Student.css";
import { localHref } from "~/lib/lang";
import { useLang } from "~/lib/root-data";
import { langOf, newRequestId, requireStudent, type FormActionData } from "~/lib/student.server";

/**
 * The feedback dialog's form posts here. Visited directly, or answered after a post made
 * without JavaScript that needs correcting, it shows the same form as a page.
 */
export const action = ({ request, params }: ActionFunctionArgs) => feedbackAction(request, langOf(params));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params);
  await requireStudent(request);
  return { ...(await feedbackChoices(request, lang)), requestId: newRequestId() };
}

export default function FeedbackPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="feedback-page-title" style={{ maxWidth: 550 }}>
        <h1 className={s.title} id="feedback-page-title">
          {t("student.feedback.title")}
        </h1>
        <FeedbackForm categories={data.categories} requestId={data.requestId} redirectTo={localHref("/", lang)} loadError={data.error} lastResult={actionData} />
      </section>
    </div>
  );
}
