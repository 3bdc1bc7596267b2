import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ClaimForm } from "~/components/gifts/ClaimForm";
import { GiftCard, type GiftVM } from "~/components/gifts/GiftCard";
import * as g from "~/components/gifts/Gifts.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { bankCountries, claimAction, type ClaimActionData } from "~/lib/gifts.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { requireLang, newRequestId, requireStudent } from "~/lib/applications.server";

/**
 * My gift (/user/gifts): the student's cashback and move-in gifts with status, amount (≈ CNY and
 * the rate's date), the offer's conditions as when booked and the order each belongs to; a claim
 * form on a claimable one, the masked payout details and a correction form on a claimed cashback.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const [gifts, countries] = await Promise.all([loadOrThrow("/rest/user/client/gift/list", { pageSize: 50 }, { request }), bankCountries(request, lang)]);
  return { gifts: gifts.list, totalCount: gifts.totalCount, countries, requestId: newRequestId() };
}

export const action = ({ request, params }: ActionFunctionArgs) => claimAction(request, requireLang(params));

export default function GiftsPage() {
  const { gifts, countries, requestId } = useLoaderData<typeof loader>();
  const actionData = useActionData<ClaimActionData>();
  const { t } = useTranslation();
  const lang = useLang();
  const action = localHref("/user/gifts", lang);
  const resultFor = (gift: GiftVM) => (actionData?.giftNo === gift.giftNo ? actionData.result : undefined);
  return (
    <section className={s.card} aria-labelledby="gifts-title" data-testid="gifts-page">
      <h1 className={s.title} id="gifts-title">
        {t("gifts.title")}
      </h1>
      <p className={s.muted}>{t("gifts.lead")}</p>
      {gifts.length ? (
        <ul className={s.list} aria-label={t("gifts.listLabel")}>
          {gifts.map((gift) => (
            <li key={gift.giftNo}>
              <GiftCard gift={gift}>
                {gift.canClaim ? (
                  <div className={g.claimBox}>
                    <ClaimForm key={requestId} giftNo={gift.giftNo} kind={gift.kind} mode="claim" action={action} requestId={`${requestId}-${gift.giftNo}`} countries={countries} lastResult={resultFor(gift)} />
                  </div>
                ) : null}
                {gift.canCorrect ? (
                  <details className={g.claimBox} open={!!resultFor(gift)} data-testid="correct-details">
                    <summary className={g.summary}>{t("gifts.form.correctTitle")}</summary>
                    <ClaimForm
                      key={requestId}
                      giftNo={gift.giftNo}
                      kind={gift.kind}
                      mode="correct"
                      action={action}
                      requestId={`${requestId}-${gift.giftNo}`}
                      countries={countries}
                      lastResult={resultFor(gift)}
                      defaults={gift.payout ? { method: gift.payout.method, holderName: gift.payout.holderName, bankCountry: gift.payout.bankCountry, bankName: gift.payout.bankName, swift: gift.payout.swift } : undefined}
                    />
                  </details>
                ) : null}
              </GiftCard>
            </li>
          ))}
        </ul>
      ) : (
        <div className={s.empty} data-testid="gifts-empty">
          <p>{t("gifts.empty")}</p>
          <Link className={s.link} to={`${localHref("/promotion/recommend", lang)}#offers`}>
            {t("gifts.emptyCta")}
          </Link>
        </div>
      )}
    </section>
  );
}
