import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as page from "~/components/section/Section.css";
import { CurrencyChooser } from "~/components/currency/CurrencyChooser";
import { requireLang } from "~/lib/applications.server";
import { writeToast } from "~/lib/cookies.server";
import { currencyRates, writeCurrencyCookie } from "~/lib/currency.server";
import { readForm } from "~/lib/form.server";
import { getFixedT } from "~/lib/i18n.server";
import { safeBack } from "~/lib/safe-redirect";
import { describe } from "~/lib/seo";

/**
 * The second currency (docs/decisions/029-currencies.md). POST: keep the chosen currency in the
 * `currency` cookie and go back to the page the form was on. GET: the chooser on a page of its
 * own, where a refused choice is shown too.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const form = await readForm(request);
  const back = safeBack(form.get("back"), lang);
  const code = form.get("currency");
  const rates = await currencyRates(request);
  const offered = rates.find((r) => r.currency === code);
  const t = getFixedT(lang);
  if (!offered) return data({ error: t("currency.unknown") }, { status: 400 });
  const headers = new Headers();
  headers.append("Set-Cookie", writeCurrencyCookie(offered.currency));
  // Said once on the page it goes back to (with or without JavaScript).
  headers.append("Set-Cookie", await writeToast({ type: "success", text: t("currency.saved", { name: t(`currency.names.${offered.currency}`, { defaultValue: offered.currency }) }) }));
  return redirect(back, { status: 303, headers });
}

export function loader({ params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  return { description: getFixedT(lang)("currency.lead") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => describe(data?.description ?? "", matches);

export default function CurrencyPage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <div className={page.container} data-testid="currency-page">
      <h1 className={page.h1}>{t("currency.title")}</h1>
      <p className={page.lead}>{t("currency.lead")}</p>
      <CurrencyChooser error={result?.error} />
    </div>
  );
}
