import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { activateEmail } from "~/lib/email-activation.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Standalone } from "~/components/document/Standalone";
import * as s from "~/components/document/Activation.css";
import { isLang, localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import type { RouteHandle } from "~/lib/layout";

/** common/email-activation: neither header nor footer. */
export const handle: RouteHandle = { layout: { header: false, footer: false } };

/**
 * E-mail activation (no header, no footer). The link in the activation e-mail (`?token=`) lands
 * here: the loader activates it through /rest/user/client/user/active/email and shows the
 * result as `?status=`. Without a token or a known status the page explains what it is for,
 * never a made-up success.
 */
const STATUSES = ["success", "used", "expired", "invalid", "failed"] as const;
type Status = (typeof STATUSES)[number];

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  if (!isLang(params.lang)) throw new Response("Not Found", { status: 404 });
  // The activation link (`?token=`): activate, then show the result as `?status=`.
  const token = new URL(request.url).searchParams.get("token");
  if (token) throw redirect(`${new URL(request.url).pathname}?status=${await activateEmail(request, token)}`);
  const raw = new URL(request.url).searchParams.get("status");
  const status: Status | null = (STATUSES as readonly string[]).includes(raw ?? "") ? (raw as Status) : null;
  return { status };
};

export default function EmailActivationPage() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const ok = status === "success" || status === "used";
  const steps = t("activation.steps", { returnObjects: true }) as string[];
  return (
    <Standalone>
      <div className={s.page}>
        <section className={s.card} aria-labelledby="activation-title">
          <h1 className={s.title} id="activation-title">
            {t("activation.title")}
          </h1>
          {status ? (
            <div className={ok ? s.resultOk : s.resultBad} role="status" data-testid="activation-result" data-status={status}>
              <h2 className={s.resultTitle}>{t(`activation.status.${status}.title`)}</h2>
              <p className={s.resultText}>{t(`activation.status.${status}.text`)}</p>
            </div>
          ) : null}
          <p className={s.text}>{t("activation.intro")}</p>
          {ok ? null : (
            <>
              <h2 className={s.subTitle}>{t("activation.howTitle")}</h2>
              <ol className={s.steps}>
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className={s.note}>{t("activation.notReceived")}</p>
            </>
          )}
          <div className={s.actions}>
            <Link className={s.primary} to={localHref("/user/account-setting", lang)}>
              {t("activation.toAccount")}
            </Link>
            <Link className={s.secondary} to={localHref("/", lang)}>
              {t("activation.toHome")}
            </Link>
          </div>
        </section>
      </div>
    </Standalone>
  );
}
