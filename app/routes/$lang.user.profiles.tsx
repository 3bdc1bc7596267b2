import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/lib/translate";
import { describedBy, Field, FieldErrors, FormErrors } from "~/components/student-form/Field";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import type { ApiFields } from "#core/contract";
import { draftField, keptValues } from "~/lib/form-draft";
import { callApi, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { UPLOAD_BODY_LIMIT } from "#core/body";
import { AVATAR_MAX_BYTES } from "#core/constants";
import { isRefusal, readForm } from "~/lib/form.server";
import { getFixedT } from "~/lib/i18n.server";
import { localHref } from "#core/lang";
import { useLang, useFormDraft } from "~/lib/root-data";
import { GENDERS, profileFormSchema, profileUpdateFields, STUDENT_LIMITS } from "#core/schemas/student";
import { cookieUser, failureText, formError, requireLang, redirectWithToast, requireStudent, type FormActionData } from "~/lib/applications.server";

/** Personal information: profile fields and the avatar (JPG/PNG ≤ 3 MB through /jcommon/file/upload). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const { avatar, email, mobile, mobilePrefix, userName, realName, gender, birthday, intro } = await loadOrThrow("/rest/user/client/user/info", {}, { request });
  // What the page shows (the session token stays in its httpOnly cookie).
  return { profile: { avatar, email, mobile, mobilePrefix, userName, realName, gender, birthday, intro } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const t = getFixedT(lang);
  let form: FormData;
  try {
    form = await readForm(request, { lang, limit: UPLOAD_BODY_LIMIT });
  } catch (error) {
    // An image over the upload cap: the avatar form's own message, not the error page.
    if (isRefusal(error, 413)) return data<ActionData>({ avatarError: t("upload_size_tip") }, { status: 413, headers: { Connection: "close" } });
    throw error;
  }
  const back = localHref("/user/profiles", lang);

  if (form.get("intent") === "avatar") {
    const file = form.get("avatar");
    const reply = (message: string) => data<ActionData>({ avatarError: message }, { status: 400 });
    if (!(file instanceof File) || file.size === 0) return reply(t("upload_fail_tip"));
    if (file.size > AVATAR_MAX_BYTES) return reply(t("upload_size_tip"));
    const uploaded = await redirectIfExpired(request, await callApi("/jcommon/file/upload", {}, { request, files: { file } }));
    if (!uploaded.ok) return reply(failureText(uploaded, lang, "upload_fail_tip"));
    const saved = await redirectIfExpired(request, await callApi("/rest/user/client/user/update", { avatar: uploaded.data.url }, { request }));
    if (!saved.ok) return reply(failureText(saved, lang, "save_fail"));
    return redirectWithToast(back, { type: "success", key: "student.profile.avatarUploaded" }, { user: cookieUser(saved.data), request });
  }

  const submission = parseWithZod(form, { schema: profileFormSchema });
  if (submission.status !== "success") return formError(submission.reply());
  const fields: ApiFields<"/rest/user/client/user/update"> = profileUpdateFields(submission.value);
  const result = await redirectIfExpired(request, await callApi("/rest/user/client/user/update", fields, { request }));
  if (!result.ok) return formError(submission.reply({ formErrors: [failureText(result, lang, "save_fail")] }), undefined, result.code === -1 ? "alert" : "toast");
  return redirectWithToast(back, { type: "success", key: "student.profile.saved" }, { user: cookieUser(result.data), request });
}

type ActionData = Partial<FormActionData> & { avatarError?: string };

export default function ProfilesPage() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const lang = useLang();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // What was typed when the session ended, back after logging in again.
  const kept = useFormDraft("profile");
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: {
      userName: profile.userName,
      realName: profile.realName,
      gender: profile.gender ? String(profile.gender) : "0",
      birthday: profile.birthday,
      intro: profile.intro,
      ...keptValues(kept),
    },
    constraint: {},
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileFormSchema }),
  });
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const avatarServerError = actionData?.avatarError ?? null;
  const introLength = String(fields.intro.value ?? "").length;

  return (
    <>
      <section className={s.card} aria-labelledby="avatar-title">
        <h1 className={s.title}>{t("student.profile.title")}</h1>
        <h2 className={s.subTitle} id="avatar-title">
          {t("student.profile.avatar")}
        </h2>
        <Form method="post" encType="multipart/form-data" className={s.avatarRow} data-testid="avatar-form">
          <img className={s.avatarBig} src={profile.avatar || "/default-avatar.svg"} alt={t("student.profile.avatar")} width={88} height={88} data-testid="avatar-img" />
          <div className={f.field}>
            <label className={f.label} htmlFor="avatar-file">
              {t("student.profile.avatarUpload")}
            </label>
            <input
              id="avatar-file"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png"
              required
              aria-describedby="avatar-hint avatar-error"
              aria-invalid={avatarError || avatarServerError ? true : undefined}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file && file.size > AVATAR_MAX_BYTES) {
                  setAvatarError("upload_size_tip");
                  e.currentTarget.value = "";
                } else if (file && !/^image\/(jpeg|png)$/.test(file.type)) {
                  setAvatarError("upload_type_tip");
                  e.currentTarget.value = "";
                } else setAvatarError(null);
              }}
            />
            <span className={f.hint} id="avatar-hint">
              {t("student.profile.avatarHint")}
            </span>
            <p className={f.error} id="avatar-error" role={avatarError || avatarServerError ? "alert" : undefined} data-testid="avatar-error">
              {avatarError ? t(avatarError) : (avatarServerError ?? "")}
            </p>
          </div>
          <button type="submit" name="intent" value="avatar" className={f.button.secondary} disabled={busy}>
            {t("student.profile.avatarUpload")}
          </button>
        </Form>
      </section>

      <section className={s.card} aria-labelledby="profile-title">
        <h2 className={s.subTitle} id="profile-title">
          {t("student.profile.title")}
        </h2>
        <Form method="post" {...getFormProps(form)} className={f.form} data-testid="profile-form">
          <input type="hidden" name="intent" value="profile" />
          <input {...draftField("profile")} />
          <input type="hidden" name="userNameWas" value={profile.userName} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <div className={f.grid2}>
            <Field meta={fields.userName} label={t("student.profile.nickname")} hint={t("student.profile.nicknameHint")} required>
              <input className={f.input} {...getInputProps(fields.userName, { type: "text" })} aria-describedby={describedBy(fields.userName, true)} maxLength={40} />
            </Field>
            <Field meta={fields.realName} label={t("student.profile.name")}>
              <input className={f.input} {...getInputProps(fields.realName, { type: "text" })} maxLength={40} />
            </Field>
          </div>
          <fieldset className={f.fieldset}>
            <legend className={f.legend}>{t("student.profile.gender")}</legend>
            <div className={f.choices}>
              {GENDERS.map((g) => (
                <label key={g} className={f.choice}>
                  <input type="radio" name={fields.gender.name} value={g} defaultChecked={(fields.gender.initialValue ?? "0") === g} />
                  {t(`student.profile.genders.${g}`)}
                </label>
              ))}
            </div>
            <FieldErrors meta={fields.gender} />
          </fieldset>
          <div className={f.grid2}>
            <Field meta={fields.birthday} label={t("student.profile.birthday")}>
              <input className={f.input} {...getInputProps(fields.birthday, { type: "date" })} />
            </Field>
            <div className={f.field}>
              <span className={f.label}>{t("student.profile.email")}</span>
              <span data-testid="profile-email">
                {profile.email || t("student.common.notSet")}{" "}
                <Link className={s.link} to={localHref("/user/account-setting", lang)}>
                  {t("student.profile.changeInAccount")}
                </Link>
              </span>
            </div>
          </div>
          <div className={f.field}>
            <span className={f.label}>{t("student.profile.mobile")}</span>
            <span data-testid="profile-mobile">
              {profile.mobile ? `+${profile.mobilePrefix} ${profile.mobile}` : t("student.common.notSet")}{" "}
              <Link className={s.link} to={localHref("/user/account-setting", lang)}>
                {t("student.profile.changeInAccount")}
              </Link>
            </span>
          </div>
          <Field meta={fields.intro} label={t("student.profile.intro")} hint={t("student.profile.introHint")}>
            <textarea className={f.textarea} {...getTextareaProps(fields.intro)} aria-describedby={describedBy(fields.intro, true)} />
          </Field>
          <span className={f.counter} aria-live="polite">
            {t("student.feedback.counter", { count: introLength, max: STUDENT_LIMITS.introMax })}
          </span>
          <div className={f.actions}>
            <button type="submit" className={f.button.primary} disabled={busy} data-testid="profile-submit">
              {busy ? t("student.common.saving") : t("student.common.save")}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
