import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { PostForm } from "~/components/roommates/PostForm";
import * as s from "~/components/student/Student.css";
import { draftCity, offeredCity, positiveId, postableMonths, postFormAction, roommateCountries, schoolsOfCity } from "~/lib/roommates.server";
import { requireLang, newRequestId, requireStudent } from "~/lib/applications.server";

/**
 * A new roommate post (/user/publish/new). `?cityId=` preselects a city (and its schools), as does
 * the form's kept draft when the student is back from logging in again. The
 * form posts here; a student who already has an open post in the city is told so and edits it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const user = await requireStudent(request);
  const countries = await roommateCountries(request);
  const cityId = (await draftCity(request, user, countries)) ?? offeredCity(countries, positiveId(new URL(request.url).searchParams.get("cityId")));
  return { countries, cityId, schools: await schoolsOfCity(request, cityId), months: postableMonths(), requestId: newRequestId(), email: user.email ?? "" };
}

export const action = ({ request, params }: ActionFunctionArgs) => postFormAction(request, requireLang(params));

export default function NewRoommatePost() {
  const { countries, cityId, schools, months, requestId, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={s.card} aria-labelledby="post-form-title">
      <h1 className={s.title} id="post-form-title">
        {t("roommates.form.titleNew")}
      </h1>
      <p className={s.muted}>{t("roommates.form.intro")}</p>
      <PostForm key={requestId} countries={countries} months={months} schools={schools} requestId={requestId} defaults={{ cityId: cityId ?? undefined, email }} editing={false} />
    </section>
  );
}
