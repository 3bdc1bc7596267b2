import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { REVIEW_SCORE_FIELDS, REVIEW_TEXT_MAX, reviewFields, type ReviewScoreField } from "#core/schemas/review";
import { useFormDraft } from "~/lib/root-data";
import { draftField, keptValues } from "~/lib/form-draft";
import type { FormActionData } from "~/lib/applications.server";
import { z } from "zod";
import { describedBy, Field, FieldErrors, FormErrors } from "../student-form/Field";
import * as f from "../student-form/Form.css";
import * as s from "./Reviews.css";

/** The form's own fields (the apartment is in the action's URL). */
const formSchema = z.object(reviewFields);

export interface ReviewDefaults {
  rating?: number;
  aspects?: Record<Exclude<ReviewScoreField, "rating">, number>;
  content?: string;
}

/**
 * Write or change a review: five 1–5 radio groups and the text. A plain POST to
 * /{lang}/apartment/{code}/review, so it works without JavaScript (the action answers errors
 * on the review page); with it, conform checks the same rules before sending.
 */
export function ReviewForm({ action, defaults, editing, lastResult }: { action: string; defaults?: ReviewDefaults; editing: boolean; lastResult?: FormActionData | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  // What was typed when the session ended, back after logging in again.
  const kept = useFormDraft("review");
  const [form, fields] = useForm({
    id: "review",
    lastResult: busy ? undefined : lastResult?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      rating: defaults?.rating?.toString(),
      location: defaults?.aspects?.location.toString(),
      value: defaults?.aspects?.value.toString(),
      management: defaults?.aspects?.management.toString(),
      facilities: defaults?.aspects?.facilities.toString(),
      content: defaults?.content,
      ...keptValues(kept),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  const length = [...String(fields.content.value ?? "")].length;
  const label = (k: ReviewScoreField) => (k === "rating" ? t("reviews.form.rating") : t(`reviews.aspects.${k}`));
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={f.form} data-testid="review-form">
      <FormErrors errors={busy ? undefined : form.errors} id={form.errorId} />
      <input {...draftField("review")} />
      <div className={s.scores}>
        {REVIEW_SCORE_FIELDS.map((k) => (
          <ScoreGroup key={k} meta={fields[k] as FieldMetadata<unknown>} legend={label(k)} />
        ))}
      </div>
      <Field meta={fields.content} label={t("reviews.form.content")} hint={t("reviews.form.contentHint")} required>
        <textarea className={f.textarea} rows={6} {...getTextareaProps(fields.content)} aria-describedby={describedBy(fields.content, true)} />
      </Field>
      <span className={f.counter} aria-live="polite" data-testid="review-counter">
        {t("reviews.form.counter", { count: length, max: REVIEW_TEXT_MAX })}
      </span>
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="review-submit">
          {busy ? t("reviews.form.saving") : editing ? t("reviews.form.update") : t("reviews.form.submit")}
        </button>
      </div>
    </Form>
  );
}

function ScoreGroup({ meta, legend }: { meta: FieldMetadata<unknown>; legend: string }) {
  const { t } = useTranslation();
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  return (
    <fieldset className={s.scoreGroup} aria-describedby={meta.errors?.length ? meta.errorId : undefined} aria-invalid={meta.errors?.length ? true : undefined} data-testid={`score-${meta.name}`}>
      <legend className={s.scoreLegend}>
        {legend}
        <span className={f.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={s.scoreOption}>
          <input type="radio" name={meta.name} value={n} defaultChecked={initial === String(n)} required aria-label={t("reviews.form.scoreOption", { score: n })} />
          <span aria-hidden="true">{n}★</span>
        </label>
      ))}
      <FieldErrors meta={meta} />
    </fieldset>
  );
}

/** Loaded with the apartment page only for a student who may write a review (ReviewsSection). */
export default ReviewForm;
