import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { PostForm } from "~/components/roommates/PostForm";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { draftCity, postableMonths, postFormAction, roommateCountries, schoolsOfCity } from "~/lib/roommates.server";
import { requireLang, newRequestId, requireStudent } from "~/lib/applications.server";

/**
 * Edit one of the caller's roommate posts (/user/publish/{code}): the same form, filled. Another
 * student's code is a 404, as is a post staff hid (it cannot be changed while hidden).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const user = await requireStudent(request);
  const code = (params.code ?? "").toLowerCase();
  const [mine, countries] = await Promise.all([loadOrThrow("/rest/roommate/client/post/mine", {}, { request }), roommateCountries(request)]);
  const post = mine.list.find((p) => p.code === code);
  if (!post || post.status === "hidden") throw new Response("Not Found", { status: 404 });
  // A month that has passed is not offered: the student picks a new one.
  const months = postableMonths();
  // Back from logging in again with a kept draft: its city's schools.
  const cityId = (await draftCity(request, user, countries)) ?? post.city.id;
  return {
    code,
    countries,
    months,
    schools: await schoolsOfCity(request, cityId),
    requestId: newRequestId(),
    defaults: {
      cityId,
      schoolId: post.schoolId,
      month: months.includes(post.month) ? post.month : undefined,
      budget: post.budget,
      roomType: post.roomType,
      habits: post.habits,
      languages: post.languages,
      content: post.content,
      wechat: post.wechat,
      email: post.email,
    },
  };
}

export const action = ({ request, params }: ActionFunctionArgs) => postFormAction(request, requireLang(params), (params.code ?? "").toLowerCase());

export default function EditRoommatePost() {
  const { countries, months, schools, requestId, defaults } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className={s.card} aria-labelledby="post-form-title">
      <h1 className={s.title} id="post-form-title">
        {t("roommates.form.titleEdit")}
      </h1>
      <p className={s.muted}>{t("roommates.form.intro")}</p>
      <PostForm key={requestId} countries={countries} months={months} schools={schools} requestId={requestId} defaults={defaults} editing />
    </section>
  );
}
