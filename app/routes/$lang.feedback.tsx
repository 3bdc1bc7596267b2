import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { FeedbackForm } from "~/components/feedback-dialog/FeedbackForm";
import { feedbackAction } from "~/components/feedback-dialog/feedback.server";
import { feedbackChoices } from "~/components/student-dialog/dialogs.server";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { readUser } from "~/lib/cookies.server";
import { localHref } from "#core/lang";
import { loginHref } from "~/lib/links";
import { useLang, useFormDraft } from "~/lib/root-data";
import { requireLang, newRequestId, type FormActionData } from "~/lib/applications.server";

/**
 * The feedback dialog's form posts here. Visited directly, or answered after a post made
 * without JavaScript that needs correcting, it shows the same form as a page; the next send
 * still returns to the page the form came from. A visitor gets a login
 * prompt, never a dead end.
 */
export const action = ({ request, params }: ActionFunctionArgs) => feedbackAction(request, requireLang(params));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const user = await readUser(request);
  return { ...(await feedbackChoices(request, lang)), requestId: newRequestId(), visitor: !user };
}

export default function FeedbackPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  // Back after a no-JS login that followed an expired send: the form comes back filled, once.
  const kept = useFormDraft("feedback");
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="feedback-page-title" style={{ maxWidth: 550 }}>
        <h1 className={s.title} id="feedback-page-title">
          {t("student.feedback.title")}
        </h1>
        {data.visitor ? (
          <div className={s.empty} data-testid="feedback-login-required">
            <p>{actionData?.expired ? t("ux.gate.expired") : t("ux.gate.feedback")}</p>
            <Link className={f.button.primary} to={loginHref(location.pathname, "", 1)} preventScrollReset data-testid="feedback-login">
              {t("ux.gate.login")}
            </Link>
          </div>
        ) : null}
        {!data.visitor || actionData ? (
          <FeedbackForm
            categories={data.categories}
            requestId={data.requestId}
            redirectTo={actionData?.back ?? kept?.back ?? localHref("/", lang)}
            draft={kept?.values}
            loadError={data.error}
            lastResult={actionData}
          />
        ) : null}
      </section>
    </div>
  );
}
