import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translate";
import { cashbackClaimSchema, giftClaimSchema, LIMITS, PAYOUT_METHODS } from "#core/schemas/gift";
import { describedBy, Field, FieldErrors, FormErrors } from "~/components/student-form/Field";
import { useFormDraft } from "~/lib/root-data";
import { draftField, keptValues } from "~/lib/form-draft";
import * as f from "~/components/student-form/Form.css";
import * as s from "./Gifts.css";

/** The claim form's fields as the browser holds them. */
type PayoutFields = { method: string; holderName: string; account: string; bankCountry: string; bankName: string; swift: string; sortCode: string };

export interface CountryOption {
  iso2: string;
  name: string;
}

/**
 * Claiming a gift, or correcting a cashback's payout details: a plain form that posts to
 * /user/gifts and works without JavaScript (the bank fields are then always shown, marked
 * "bank transfer only"); with JavaScript conform checks every field as the API will, and the bank
 * fields show only for a bank transfer. A gift (a thing) asks for nothing but the click.
 */
export function ClaimForm({
  giftNo,
  kind,
  mode,
  action,
  requestId,
  countries,
  lastResult,
  defaults,
}: {
  giftNo: string;
  kind: "cashback" | "gift";
  mode: "claim" | "correct";
  action: string;
  requestId: string;
  countries: CountryOption[];
  lastResult?: SubmissionResult<string[]>;
  defaults?: { method?: string; holderName?: string; bankCountry?: string | null; bankName?: string | null; swift?: string | null };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("giftNo") === giftNo;
  const schema = kind === "cashback" ? cashbackClaimSchema : giftClaimSchema;
  // What was typed when the session ended, back after logging in again (one draft per gift).
  const draftName = `${mode}-${giftNo.toLowerCase()}`;
  const kept = useFormDraft(draftName);
  const [form, fields] = useForm<PayoutFields, unknown>({
    id: `${mode}-${giftNo}`,
    lastResult,
    defaultValue: {
      method: defaults?.method ?? "",
      holderName: defaults?.holderName ?? "",
      bankCountry: defaults?.bankCountry ?? "",
      bankName: defaults?.bankName ?? "",
      swift: defaults?.swift ?? "",
      ...keptValues(kept),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Without JavaScript every field shows; with it, the bank's only for a bank transfer.
  const [scripted, setScripted] = useState(false);
  const [method, setMethod] = useState(String(fields.method?.initialValue ?? defaults?.method ?? ""));
  useEffect(() => setScripted(true), []);

  const hidden = (
    <>
      <input type="hidden" name="giftNo" value={giftNo} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="requestId" value={requestId} />
      <input {...draftField(draftName)} />
    </>
  );

  if (kind === "gift") {
    return (
      <Form method="post" action={action} {...getFormProps(form)} className={f.form} data-testid={`claim-form-${giftNo}`}>
        <h3 className={s.subhead}>{t("gifts.form.giftTitle")}</h3>
        <p className={s.note}>{t("gifts.form.giftLead")}</p>
        {hidden}
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className={f.actions}>
          <button type="submit" className={f.button.primary} disabled={busy} data-testid="claim-submit">
            {busy ? t("gifts.form.sending") : t("gifts.form.submitGift")}
          </button>
        </div>
      </Form>
    );
  }

  const bankShown = !scripted || method === "bank_transfer";
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={f.form} data-testid={`${mode}-form-${giftNo}`}>
      <h3 className={s.subhead}>{t(mode === "claim" ? "gifts.form.claimTitle" : "gifts.form.correctTitle")}</h3>
      <p className={s.note}>{t(mode === "claim" ? "gifts.form.claimLead" : "gifts.form.correctLead")}</p>
      {hidden}
      <FormErrors errors={form.errors} id={form.errorId} />
      <fieldset className={f.fieldset} aria-describedby={fields.method.errors?.length ? fields.method.errorId : undefined}>
        <legend className={f.legend}>
          {t("gifts.form.method")}
          <span className={f.requiredMark} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={f.choices}>
          {PAYOUT_METHODS.map((m) => (
            <label key={m} className={f.choice}>
              <input
                type="radio"
                name={fields.method.name}
                value={m}
                defaultChecked={String(fields.method.initialValue ?? "") === m}
                onChange={() => setMethod(m)}
                data-testid={`method-${m}`}
              />
              {t(`gifts.methods.${m}`)}
            </label>
          ))}
        </div>
        <FieldErrors meta={fields.method} />
      </fieldset>
      <div className={f.grid2}>
        <Field meta={fields.holderName} label={t("gifts.form.holderName")} hint={t("gifts.form.holderHint")} required>
          <input
            className={f.input}
            {...getInputProps(fields.holderName, { type: "text" })}
            aria-describedby={describedBy(fields.holderName, true)}
            maxLength={LIMITS.holderMax}
            autoComplete="name"
            data-testid="holderName"
          />
        </Field>
        <Field meta={fields.account} label={t("gifts.form.account")} hint={t("gifts.form.accountHint")} required>
          <input
            className={f.input}
            {...getInputProps(fields.account, { type: "text" })}
            aria-describedby={describedBy(fields.account, true)}
            maxLength={LIMITS.accountMax}
            autoComplete="off"
            spellCheck={false}
            data-testid="account"
          />
        </Field>
      </div>
      <fieldset className={f.fieldset} hidden={!bankShown} style={bankShown ? undefined : { display: "none" }} data-testid="bank-fields">
        <legend className={f.legend}>{t("gifts.form.bankLegend")}</legend>
        <div className={f.grid2}>
          <Field meta={fields.bankCountry} label={t("gifts.form.bankCountry")}>
            <select className={f.input} {...getSelectProps(fields.bankCountry)} aria-describedby={describedBy(fields.bankCountry)} data-testid="bankCountry">
              <option value="">{t("gifts.form.bankCountryChoose")}</option>
              {countries.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {c.name} ({c.iso2})
                </option>
              ))}
            </select>
          </Field>
          <Field meta={fields.bankName} label={t("gifts.form.bankName")}>
            <input className={f.input} {...getInputProps(fields.bankName, { type: "text" })} maxLength={LIMITS.bankNameMax} data-testid="bankName" />
          </Field>
          <Field meta={fields.swift} label={t("gifts.form.swift")} hint={t("gifts.form.swiftHint")}>
            <input className={f.input} {...getInputProps(fields.swift, { type: "text" })} aria-describedby={describedBy(fields.swift, true)} maxLength={11} spellCheck={false} data-testid="swift" />
          </Field>
          <Field meta={fields.sortCode} label={t("gifts.form.sortCode")} hint={t("gifts.form.sortCodeHint")}>
            <input className={f.input} {...getInputProps(fields.sortCode, { type: "text" })} aria-describedby={describedBy(fields.sortCode, true)} maxLength={8} inputMode="numeric" data-testid="sortCode" />
          </Field>
        </div>
      </fieldset>
      <div className={f.actions}>
        <button type="submit" className={f.button.primary} disabled={busy} data-testid="claim-submit">
          {busy ? t("gifts.form.sending") : t(mode === "claim" ? "gifts.form.submitClaim" : "gifts.form.submitCorrect")}
        </button>
      </div>
    </Form>
  );
}
