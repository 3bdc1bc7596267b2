import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { localHref } from "#core/lang";
import { Pagination } from "~/components/pagination/Pagination";
import { monthLabel, PostSummary } from "~/components/roommates/Post";
import * as r from "~/components/roommates/Roommates.css";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import type { RouteHandle } from "~/lib/layout";
import { useLang } from "~/lib/root-data";
import { boardFilters, postableMonths, roommateCountries, schoolsOfCity } from "~/lib/roommates.server";
import { requireLang } from "~/lib/applications.server";

/** What students post moves without the catalogue stamp: visitors' copies are never kept. */
export const handle: RouteHandle = { pageCache: false };

/**
 * The roommate board (/roommates): live posts, newest first, filtered by city, school and
 * move-in month through the URL (`?city=&school=&month=&page=`), so a filtered page can be
 * shared and works without JavaScript (a GET form). Visitors browse; contacting needs a login.
 */
const PAGE_SIZE = 10;

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const url = new URL(request.url);
  const q = boardFilters(url);
  const [countries, schools] = await Promise.all([roommateCountries(request), schoolsOfCity(request, q.cityId)]);
  // A school of another city is no filter.
  const schoolId = q.schoolId && schools.some((x) => x.id === q.schoolId) ? q.schoolId : null;
  const board = await loadOrThrow(
    "/rest/roommate/client/post/list",
    { cityId: q.cityId ?? undefined, schoolId: schoolId ?? undefined, month: q.month ?? undefined, pageNum: q.page, pageSize: PAGE_SIZE },
    { request },
  );
  return { countries, schools, months: postableMonths(), filters: { cityId: q.cityId, schoolId, month: q.month }, board };
}

export default function RoommateBoard() {
  const { countries, schools, months, filters, board } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const base = localHref("/roommates", lang);
  const hrefOf = (page: number) => {
    const p = new URLSearchParams();
    if (filters.cityId) p.set("city", String(filters.cityId));
    if (filters.schoolId) p.set("school", String(filters.schoolId));
    if (filters.month) p.set("month", filters.month);
    if (page > 1) p.set("page", String(page));
    const qs = p.toString();
    return qs ? `${base}?${qs}` : base;
  };
  const filtered = !!(filters.cityId || filters.schoolId || filters.month);
  return (
    <div className={r.page}>
      <header className={s.hero}>
        <div className={s.headRow}>
          <h1 className={s.heroTitle}>{t("roommates.board.title")}</h1>
          <Link className={f.button.primary} to={localHref("/user/publish/new", lang) + (filters.cityId ? `?cityId=${filters.cityId}` : "")} data-testid="board-post">
            {t("roommates.board.post")}
          </Link>
        </div>
        <p className={s.muted}>{t("roommates.board.intro")}</p>
      </header>
      <section className={s.card} aria-labelledby="board-filters">
        <Form method="get" action={base} data-testid="board-filters">
          <fieldset className={r.filters}>
            <legend className={f.legend} id="board-filters">
              {t("roommates.board.filters")}
            </legend>
            <label className={r.filter}>
              <span className={f.label}>{t("roommates.board.city")}</span>
              <select className={f.input} name="city" defaultValue={filters.cityId ?? ""} data-testid="filter-city">
                <option value="">{t("roommates.board.allCities")}</option>
                {countries.map((co) => (
                  <optgroup key={co.id} label={co.name}>
                    {co.cities.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <label className={r.filter}>
              <span className={f.label}>{t("roommates.board.school")}</span>
              <select className={f.input} name="school" defaultValue={filters.schoolId ?? ""} disabled={!filters.cityId} aria-describedby="school-hint" data-testid="filter-school">
                <option value="">{t("roommates.board.allSchools")}</option>
                {schools.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </select>
              {filters.cityId ? null : (
                <span className={f.hint} id="school-hint">
                  {t("roommates.board.schoolAfterCity")}
                </span>
              )}
            </label>
            <label className={r.filter}>
              <span className={f.label}>{t("roommates.board.month")}</span>
              <select className={f.input} name="month" defaultValue={filters.month ?? ""} data-testid="filter-month">
                <option value="">{t("roommates.board.anyMonth")}</option>
                {months.map((m) => (
                  <option key={m} value={m}>
                    {monthLabel(m, lang)}
                  </option>
                ))}
              </select>
            </label>
            <div className={f.actions}>
              <button type="submit" className={f.button.primary} data-testid="filter-apply">
                {t("roommates.board.apply")}
              </button>
              {filtered ? (
                <Link className={f.button.link} to={base}>
                  {t("roommates.board.clear")}
                </Link>
              ) : null}
            </div>
          </fieldset>
        </Form>
      </section>
      <section aria-labelledby="board-list" className={r.list}>
        <h2 className={s.subTitle} id="board-list" data-testid="board-count">
          {t("roommates.board.count", { count: board.totalCount })}
        </h2>
        {board.list.length === 0 ? (
          <p className={s.empty} data-testid="board-empty">
            {t("roommates.board.empty")}
          </p>
        ) : (
          <ul className={r.list} aria-label={t("roommates.board.listLabel")}>
            {board.list.map((p) => (
              <PostSummary key={p.code} post={p} />
            ))}
          </ul>
        )}
        <Pagination page={board.pageNum} pages={board.pages} hrefOf={hrefOf} />
      </section>
    </div>
  );
}
