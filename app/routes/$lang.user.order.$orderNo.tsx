import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { OrderGifts } from "~/components/gifts/OrderGifts";
import { QuoteView } from "~/components/quote/QuoteView";
import { Fact, formatDateTime, formatMoney, StatusBadge } from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { giftsOfOrder } from "~/lib/gifts.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";

/** One order with its status history. Another user's orderNo is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const [order, gifts] = await Promise.all([
    loadOrThrow("/rest/user/client/order/info", { orderNo: params.orderNo ?? "" }, { request }),
    giftsOfOrder(request, params.orderNo ?? ""),
  ]);
  return { order, gifts };
}

export default function OrderPage() {
  const { order: o, gifts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className={s.card} aria-labelledby="order-title" data-testid="order-detail">
      <div className={s.headRow}>
        <h1 className={s.title} id="order-title">
          {t("student.orders.detailTitle")}
        </h1>
        <StatusBadge status={o.status} />
      </div>
      <p className={s.muted}>
        {o.building.name}
        {o.room ? ` · ${o.room.name}` : ""}
      </p>
      <dl className={s.facts}>
        <Fact label={t("student.orders.orderNo")} value={o.orderNo} />
        <Fact label={t("student.orders.amount")} value={formatMoney(o.amount, o.currency, lang)} />
        <Fact label={t("student.orders.created")} value={formatDateTime(o.createdAt, lang)} />
        <Fact label={t("student.orders.rental")} value={o.rentalStart ? `${o.rentalStart} – ${o.rentalEnd ?? ""}` : null} />
        <Fact label={t("student.orders.paidAt")} value={o.paidAt ? formatDateTime(o.paidAt, lang) : null} />
        <Fact
          label={t("student.orders.application")}
          value={o.applyCode ? <Link className={s.link} to={localHref(`/user/application/${o.applyCode}`, lang)}>{o.applyCode}</Link> : null}
        />
      </dl>
      {o.payBy ? (
        <p className={s.muted} data-testid="order-pay-by">
          {t("quote.payBy", { time: formatDateTime(o.payBy, lang) })}
        </p>
      ) : null}
      {o.quote ? <QuoteView quote={o.quote} /> : null}
      <p>
        <Link className={s.link} to={`${localHref("/user/service", lang)}?orderNo=${encodeURIComponent(o.orderNo)}`} data-testid="ask-adviser">
          {t("service.ask.order")}
        </Link>
      </p>
      {o.status === "checked_in" || o.status === "completed" ? (
        <p>
          <Link className={s.link} to={`${localHref(`/apartment/${o.building.code}`, lang)}/review`} data-testid="order-review">
            {t("reviews.orderCta")}
          </Link>
        </p>
      ) : null}
      <OrderGifts gifts={gifts} />
      <h2 className={s.subTitle}>{t("student.applications.history")}</h2>
      <ol className={s.timeline}>
        {o.history.map((h, i) => (
          <li key={i}>
            <StatusBadge status={h.to} /> <span className={s.muted}>{formatDateTime(h.at, lang)} · {t(`student.actor.${h.actor}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
