import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CooperationForm } from "~/components/cooperation-dialog/CooperationForm";
import { cooperationAction } from "~/components/cooperation-dialog/cooperation.server";
import { cooperationChoices } from "~/components/student-dialog/dialogs.server";
import * as s from "~/components/student/Student.css";
import { localHref } from "~/lib/lang";
import { useLang } from "~/lib/root-data";
import { langOf, newRequestId, requireStudent, type FormActionData } from "~/lib/student.server";

/**
 * The house-cooperation dialog's form posts here. Visited directly, or answered after a post
 * made without JavaScript that needs correcting, it shows the same form as a page.
 */
export const action = ({ request, params }: ActionFunctionArgs) => cooperationAction(request, langOf(params));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params);
  const user = await requireStudent(request);
  return { ...(await cooperationChoices(request, lang)), requestId: newRequestId(), mobilePrefixId: user.mobilePrefixId ?? null };
}

export default function CooperationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={s.narrowPage}>
      <section className={s.card} aria-labelledby="coop-page-title" style={{ maxWidth: 650 }}>
        <h1 className={s.title} id="coop-page-title">
          {t("student.coop.title")}
        </h1>
        <CooperationForm
          groups={data.groups}
          prefixes={data.prefixes}
          mobilePrefixId={data.mobilePrefixId}
          requestId={data.requestId}
          redirectTo={localHref("/", lang)}
          lastResult={actionData}
          loadError={data.error}
        />
      </section>
    </div>
  );
}
