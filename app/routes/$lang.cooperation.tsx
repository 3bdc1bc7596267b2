import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { CooperationForm } from "~/components/cooperation-dialog/CooperationForm";
import { cooperationAction } from "~/components/cooperation-dialog/cooperation.server";
import { cooperationChoices } from "~/components/student-dialog/dialogs.server";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { readUser } from "~/lib/cookies.server";
import { localHref } from "#core/lang";
import { loginHref } from "~/lib/links";
import { useLang, useFormDraft } from "~/lib/root-data";
import { requireLang, newRequestId, type FormActionData } from "~/lib/applications.server";

/**
 * The house-cooperation dialog's form posts here. Visited directly, or answered after a post
 * made without JavaScript that needs correcting, it shows the same form as a page. A visitor
 * (or a session that ended while sending) gets the page with a login prompt, never a dead end:
 * the login dialog opens over it and closes back to it.
 */
export const action = ({ request, params }: ActionFunctionArgs) => cooperationAction(request, requireLang(params));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const user = await readUser(request);
  const choices = await cooperationChoices(request, lang);
  return { ...choices, requestId: newRequestId(), mobilePrefixId: user?.mobilePrefixId ?? null, visitor: !user };
}

export default function CooperationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  // Back after a no-JS login that followed an expired send: the form comes back filled, once.
  const kept = useFormDraft("cooperation");
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="coop-page-title" style={{ maxWidth: 650 }}>
        <h1 className={s.title} id="coop-page-title">
          {t("student.coop.title")}
        </h1>
        {data.visitor ? (
          <div className={s.empty} data-testid="coop-login-required">
            <p>{actionData?.expired ? t("ux.gate.expired") : t("ux.gate.coop")}</p>
            <Link className={f.button.primary} to={loginHref(location.pathname, "", 1)} preventScrollReset data-testid="coop-login">
              {t("ux.gate.login")}
            </Link>
          </div>
        ) : null}
        {!data.visitor || actionData ? (
          <CooperationForm
            groups={data.groups}
            prefixes={data.prefixes}
            mobilePrefixId={data.mobilePrefixId}
            requestId={data.requestId}
            redirectTo={actionData?.back ?? kept?.back ?? localHref("/", lang)}
            draft={kept?.values}
            lastResult={actionData}
            loadError={data.error}
          />
        ) : null}
      </section>
    </div>
  );
}
