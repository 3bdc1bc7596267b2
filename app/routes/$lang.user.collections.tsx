import type { LoaderFunctionArgs } from "@remix-run/node";
import { secondCurrency } from "~/lib/currency.server";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { ApartmentCard } from "~/components/apartment-card/ApartmentCard";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { toCardVM } from "~/lib/catalogue.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { requireLang, requireStudent } from "~/lib/applications.server";

/**
 * My collections: saved apartments grouped by city (favorites/house/list/v2), a
 * city filter (favorites/house/city), and removal through /{lang}/favorite (works without JS).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const cityId = Number(new URL(request.url).searchParams.get("city")) || null;
  const [grouped, second] = await Promise.all([loadOrThrow("/rest/building/client/favorites/house/list/v2", {}, { request }), secondCurrency(request)]);
  // The city chips are the groups themselves (every saved apartment, by city, most recent save
  // first: what favorites/house/city answers), so the page asks one list instead of two.
  const cities = grouped.list.map((g) => ({ id: g.city.id, name: g.city.name, count: g.houses.length }));
  const groups = grouped.list
    .filter((g) => !cityId || g.city.id === cityId)
    .map((g) => ({ city: g.city, houses: g.houses.map((h) => ({ ...toCardVM(h, lang, second), isFavourite: true })) }));
  return { groups, cities, cityId, totalCount: grouped.totalCount };
}

export default function CollectionsPage() {
  const { groups, cities, cityId, totalCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const base = localHref("/user/collections", lang);
  return (
    <section className={s.card} aria-labelledby="collections-title">
      <div className={s.headRow}>
        <h1 className={s.title} id="collections-title">
          {t("student.collections.title")}
        </h1>
        <span className={s.muted}>{t("student.collections.count", { count: totalCount })}</span>
      </div>
      {cities.length > 1 ? (
        <ul className={s.chips} aria-label={t("student.booking.cities")}>
          <li>
            <Link className={s.chip} to={base} aria-current={!cityId ? "true" : undefined}>
              {t("student.collections.all")}
            </Link>
          </li>
          {cities.map((c) => (
            <li key={c.id}>
              <Link className={s.chip} to={`${base}?city=${c.id}`} aria-current={cityId === c.id ? "true" : undefined}>
                {c.name} ({c.count})
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {groups.length === 0 ? (
        <div className={s.empty} data-testid="collections-empty">
          <p>{t("student.collections.empty")}</p>
          <Link className={f.button.primary} to={localHref("/", lang)}>
            {t("student.applications.browse")}
          </Link>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.city.id} aria-labelledby={`city-${g.city.id}`} data-testid="collection-city">
            <h2 className={s.subTitle} id={`city-${g.city.id}`} style={{ marginBottom: 12 }}>
              {g.city.name}
            </h2>
            <div className={s.cardsGrid}>
              {g.houses.map((h) => (
                <div key={h.code} data-testid="collection-item" data-code={h.code} style={{ display: "grid", gap: 8 }}>
                  <ApartmentCard item={h} sizes="300px" />
                  <Form method="post" action={localHref("/favorite", lang)}>
                    <input type="hidden" name="buildingCode" value={h.code} />
                    <input type="hidden" name="value" value="0" />
                    <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
                    <button type="submit" className={f.button.secondary} data-testid="collection-remove">
                      {t("student.collections.remove")}
                      <span className={f.honeypot}> {h.name}</span>
                    </button>
                  </Form>
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
