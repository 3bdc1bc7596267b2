import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Picture } from "~/components/picture/Picture";
import { formatDateTime, formatMoney, StatusBadge } from "~/components/student/StatusBadge";
import * as s from "~/components/student/Student.css";
import * as f from "~/components/student-form/Form.css";
import { loadOrThrow } from "~/lib/api.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * My applications, my orders (the header's "my order" tab leads here) and my find-a-house
 * requests with their status. `?tab=orders` shows the orders, `?tab=requests` the requests;
 * `?page=` pages each list.
 */
const TABS = ["applications", "orders", "requests"] as const;
type Tab = (typeof TABS)[number];
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  await requireStudent(request);
  const url = new URL(request.url);
  const asked = url.searchParams.get("tab");
  const tab: Tab = TABS.find((x) => x === asked) ?? "applications";
  const pageNum = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  if (tab === "orders") {
    const orders = await loadOrThrow("/rest/user/client/order/list", { pageNum, pageSize: 10 }, { request });
    return { tab, orders, applications: null, requests: null };
  }
  if (tab === "requests") {
    const requests = await loadOrThrow("/rest/user/client/find-house/list", { pageNum, pageSize: 10 }, { request });
    return { tab, requests, applications: null, orders: null };
  }
  const applications = await loadOrThrow("/rest/user/client/intent/list", { pageNum, pageSize: 10 }, { request });
  return { tab, applications, orders: null, requests: null };
}

const TITLES: Record<Tab, string> = { applications: "student.applications.title", orders: "student.orders.title", requests: "student.requests.title" };

export default function ApplicationsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const base = localHref("/user/applications", lang);
  const page = data.applications ?? data.orders ?? data.requests;
  const tabQuery = data.tab === "applications" ? "" : `tab=${data.tab}&`;
  return (
    <section className={s.card} aria-labelledby="applications-title">
      <h1 className={s.title} id="applications-title">
        {t(TITLES[data.tab])}
      </h1>
      <nav className={s.tabs} aria-label={t("student.nav.label")}>
        <Link className={s.tab} to={base} aria-current={data.tab === "applications" ? "page" : undefined} data-testid="tab-applications">
          {t("student.nav.applications")}
        </Link>
        <Link className={s.tab} to={`${base}?tab=orders`} aria-current={data.tab === "orders" ? "page" : undefined} data-testid="tab-orders">
          {t("student.nav.orders")}
        </Link>
        <Link className={s.tab} to={`${base}?tab=requests`} aria-current={data.tab === "requests" ? "page" : undefined} data-testid="tab-requests">
          {t("student.nav.requests")}
        </Link>
      </nav>
      {data.applications ? (
        data.applications.list.length ? (
          <ul className={s.list} data-testid="application-list">
            {data.applications.list.map((a) => (
              <li key={a.applyCode} className={s.item} data-testid="application-item">
                <Picture photo={a.building.photo} alt="" width={96} height={72} className={s.thumb} sizes="96px" />
                <div>
                  <p className={s.itemTitle}>
                    <Link className={s.link} to={localHref(`/user/application/${a.applyCode}`, lang)}>
                      {a.building.name}
                      {a.room ? ` · ${a.room.name}` : ""}
                    </Link>
                  </p>
                  <p className={s.muted}>
                    {t("student.applications.applyCode")}: <span data-testid="apply-code">{a.applyCode}</span> · {t("student.applications.time")}: {formatDateTime(a.createdAt, lang)}
                  </p>
                  <p className={s.muted}>
                    {t("student.applications.moveIn")}: {a.moveInDate ?? "-"} · {t("student.applications.leaseTerm")}:{" "}
                    {a.leaseTerm ? t(`student.applications.${a.leaseUnit === "week" ? "weeks" : "months"}`, { count: a.leaseTerm }) : "-"}
                    {a.orderNo ? ` · ${t("student.applications.orderNo")}: ${a.orderNo}` : ""}
                  </p>
                </div>
                <div style={{ display: "grid", gap: 8, justifyItems: "end" }}>
                  <StatusBadge status={a.status} />
                  <Link className={s.link} to={localHref(`/user/application/${a.applyCode}`, lang)}>
                    {t("student.common.view")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className={s.empty} data-testid="applications-empty">
            <p>{t("student.applications.empty")}</p>
            <Link className={f.button.primary} to={localHref("/", lang)}>
              {t("student.applications.browse")}
            </Link>
          </div>
        )
      ) : null}
      {data.orders ? (
        data.orders.list.length ? (
          <ul className={s.list} data-testid="order-list">
            {data.orders.list.map((o) => (
              <li key={o.orderNo} className={s.item} data-testid="order-item">
                <Picture photo={o.building.photo} alt="" width={96} height={72} className={s.thumb} sizes="96px" />
                <div>
                  <p className={s.itemTitle}>
                    <Link className={s.link} to={localHref(`/user/order/${o.orderNo}`, lang)}>
                      {o.building.name}
                      {o.room ? ` · ${o.room.name}` : ""}
                    </Link>
                  </p>
                  <p className={s.muted}>
                    {t("student.orders.orderNo")}: {o.orderNo} · {t("student.orders.created")}: {formatDateTime(o.createdAt, lang)}
                  </p>
                  <p className={s.muted}>
                    {t("student.orders.amount")}: {formatMoney(o.amount, o.currency, lang)} · {t("student.orders.rental")}: {o.rentalStart ?? "-"} – {o.rentalEnd ?? "-"}
                  </p>
                </div>
                <div style={{ display: "grid", gap: 8, justifyItems: "end" }}>
                  <StatusBadge status={o.status} />
                  <Link className={s.link} to={localHref(`/user/order/${o.orderNo}`, lang)}>
                    {t("student.common.view")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className={s.empty} data-testid="orders-empty">
            <p>{t("student.orders.empty")}</p>
          </div>
        )
      ) : null}
      {data.requests ? (
        data.requests.list.length ? (
          <ul className={s.list} data-testid="request-list">
            {data.requests.list.map((r) => (
              <li key={r.reference} className={s.itemText} data-testid="request-item">
                <div>
                  <p className={s.itemTitle}>
                    {r.city?.name ?? "-"}
                    {r.school ? ` · ${r.school.name}` : ""}
                  </p>
                  <p className={s.muted}>
                    {t("student.requests.reference")}: <span data-testid="request-reference">{r.reference}</span> · {t("student.requests.time")}:{" "}
                    {formatDateTime(r.createdAt, lang)}
                  </p>
                  <p className={s.muted}>
                    {t("student.requests.moveIn")}: {r.moveInDate ?? "-"}
                    {r.budget ? ` · ${t("student.requests.budget")}: ${r.budget}` : ""}
                  </p>
                  {r.remark ? (
                    <p className={s.muted}>
                      {t("student.requests.remark")}: {r.remark}
                    </p>
                  ) : null}
                </div>
                <div style={{ display: "grid", gap: 8, justifyItems: "end" }}>
                  <StatusBadge status={r.status} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className={s.empty} data-testid="requests-empty">
            <p>{t("student.requests.empty")}</p>
            <Link className={f.button.primary} to={localHref("/common/custom-form", lang)}>
              {t("student.requests.start")}
            </Link>
          </div>
        )
      ) : null}
      {page && page.pages > 1 ? (
        <nav className={s.pager} aria-label={t("student.common.page", { page: page.pageNum, pages: page.pages })}>
          {page.pageNum > 1 ? (
            <Link className={f.button.secondary} to={`${base}?${tabQuery}page=${page.pageNum - 1}`}>
              {t("student.common.prev")}
            </Link>
          ) : null}
          <span className={s.muted}>{t("student.common.page", { page: page.pageNum, pages: page.pages })}</span>
          {page.pageNum < page.pages ? (
            <Link className={f.button.secondary} to={`${base}?${tabQuery}page=${page.pageNum + 1}`}>
              {t("student.common.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
