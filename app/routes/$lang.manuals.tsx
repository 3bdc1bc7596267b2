import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Pagination } from "~/components/pagination/Pagination";
import * as r from "~/components/requests/Requests.css";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { loadOrThrow } from "~/lib/api.server";
import { localHref } from "#core/lang";
import { useLang } from "~/lib/root-data";
import { requireLang } from "~/lib/applications.server";

/**
 * Manuals (linked from the footer, the sitemap and the help centre): the operation handbooks of
 * operationHandbook/page in the request language, 10 a page (`?page=`), optionally one
 * category (`?category=`), each with a download through /{lang}/manuals/download/{code}.
 */
const CATEGORIES = ["booking", "payment", "arrival", "living", "visa"] as const;
const PAGE_SIZE = 10;

export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLang(params);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const asked = url.searchParams.get("category");
  const category = CATEGORIES.find((c) => c === asked);
  const data = await loadOrThrow(
    "/rest/building/client/operationHandbook/page",
    { pageNum: page, pageSize: PAGE_SIZE, category },
    { request, token: null },
  );
  return { ...data, page, category: category ?? null };
}

export default function ManualsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const base = localHref("/manuals", lang);
  const href = (page: number, category = data.category) => {
    const q = new URLSearchParams();
    if (category) q.set("category", category);
    if (page > 1) q.set("page", String(page));
    return q.size ? `${base}?${q}` : base;
  };
  return (
    <div className={s.narrowPage}>
      <header className={s.hero}>
        <h1 className={s.heroTitle}>{t("student.manuals.title")}</h1>
        <p className={s.muted}>{t("student.manuals.intro")}</p>
      </header>
      <section className={s.card} aria-labelledby="manuals-list">
        <h2 className={s.subTitle} id="manuals-list">
          {t("student.manuals.listTitle", { count: data.totalCount })}
        </h2>
        <nav aria-label={t("student.manuals.filter")}>
          <ul className={s.chips}>
            <li>
              <Link className={s.chip} to={href(1, null)} aria-current={data.category ? undefined : "true"}>
                {t("student.manuals.all")}
              </Link>
            </li>
            {CATEGORIES.map((c) => (
              <li key={c}>
                <Link className={s.chip} to={href(1, c)} aria-current={data.category === c ? "true" : undefined}>
                  {t(`student.manuals.categories.${c}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {data.list.length === 0 ? (
          <p className={s.empty}>{t("student.manuals.empty")}</p>
        ) : (
          <ul className={s.list} data-testid="manuals">
            {data.list.map((h) => (
              <li key={h.id} className={r.manual} data-testid="manual">
                <div>
                  <div className={r.badgeRow}>
                    <span className={s.badge.progress}>{t(`student.manuals.categories.${h.category}`, { defaultValue: h.category })}</span>
                    <span className={s.muted}>{t("student.manuals.updated", { date: h.updatedAt.slice(0, 10) })}</span>
                  </div>
                  <h3 className={r.manualTitle}>{h.title}</h3>
                  <p className={r.manualSummary}>{h.summary}</p>
                </div>
                <a
                  className={f.button.secondary}
                  href={localHref(`/manuals/download/${encodeURIComponent(h.code)}`, lang)}
                  download={h.fileName}
                  data-testid="manual-download"
                  aria-label={t("student.manuals.downloadOf", { title: h.title, type: h.fileType.toUpperCase() })}
                >
                  {t("student.manuals.download")} · {h.fileType.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={data.page} pages={data.pages} hrefOf={(p) => href(p)} />
      </section>
    </div>
  );
}
