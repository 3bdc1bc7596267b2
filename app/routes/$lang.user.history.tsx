import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Picture } from "~/components/picture/Picture";
import { formatDateTime } from "~/components/student/StatusBadge";
import * as f from "~/components/student-form/Form.css";
import * as s from "~/components/student/Student.css";
import { callApi, expired, loadOrThrow, redirectIfExpired } from "~/lib/api.server";
import { formatPrice } from "~/lib/catalogue";
import { readUser } from "~/lib/cookies.server";
import { readForm } from "~/lib/form.server";
import { useLang } from "~/lib/root-data";
import { failureText, requireLang, redirectWithToast, requireStudent } from "~/lib/applications.server";
import { localHref } from "#core/lang";
import { apartmentPath, roomPath } from "#core/slug";

/**
 * My history: the apartments and rooms the student opened, newest first (history/list), each
 * removable, the whole list clearable after a confirmation step (`?confirm=clear`); plain forms,
 * so it all works without JavaScript. The action also takes the views a visitor's browser kept
 * (`intent=merge`, sent by VisitorViewsMerge after login).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  await requireStudent(request);
  const history = await loadOrThrow("/rest/user/history/list", {}, { request });
  const confirming = new URL(request.url).searchParams.get("confirm") === "clear" && history.list.length > 0;
  return {
    max: history.max,
    confirming,
    items: history.list.map((i) => ({
      id: i.id,
      kind: i.kind,
      available: i.available,
      name: i.roomName ? `${i.buildingName} · ${i.roomName}` : i.buildingName,
      href: i.roomCode ? roomPath(lang, i.buildingCode, i.roomCode) : apartmentPath(lang, i.buildingCode),
      photo: i.photo,
      cityName: i.cityName,
      roomTypeName: i.roomTypeName,
      price: formatPrice(i.price, i.currency, lang),
      priceUnitName: i.priceUnitName,
      viewedAt: i.viewedAt,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "merge") {
    // Sent by the browser after a login; a visitor (or an expired session) has nothing to merge into.
    if (!(await readUser(request))) return data({ done: false }, { status: 401 });
    const views = form.get("views");
    const r = await callApi("/rest/user/history/merge", { views: typeof views === "string" ? views : "" }, { request });
    if (expired(r)) return data({ done: false }, { status: 401 });
    // Done when merged, or refused for good (code 1): the browser then forgets its list; kept when the API could not answer.
    const done = r.ok || r.code === 1;
    return data({ done }, { status: r.ok ? 200 : done ? 400 : 503 });
  }
  await requireStudent(request);
  const here = localHref("/user/history", lang);
  if (intent === "clear") {
    if (form.get("confirmed") !== "yes") return redirect(`${here}?confirm=clear`);
    const r = await redirectIfExpired(request, await callApi("/rest/user/history/clear", {}, { request }));
    return redirectWithToast(here, r.ok ? { type: "success", key: "history.cleared" } : { type: "error", text: failureText(r, lang, "history.failed") });
  }
  if (intent === "remove") {
    const id = form.get("id");
    const r = await redirectIfExpired(request, await callApi("/rest/user/history/remove", { id: typeof id === "string" ? id : "" }, { request }));
    return redirectWithToast(here, r.ok ? { type: "success", key: "history.removed" } : { type: "error", text: failureText(r, lang, "history.failed") });
  }
  return redirect(here);
}

export default function HistoryPage() {
  const { items, max, confirming } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const here = localHref("/user/history", lang);
  return (
    <section className={s.card} aria-labelledby="history-title" data-testid="history">
      <div className={s.headRow}>
        <div>
          <h1 className={s.title} id="history-title">
            {t("history.title")}
          </h1>
          <p className={s.muted}>{t("history.intro", { max })}</p>
        </div>
        {items.length ? (
          <div className={s.headRow}>
            <span className={s.muted} data-testid="history-count">
              {t("history.count", { count: items.length })}
            </span>
            {confirming ? null : (
              <Link className={f.button.secondary} to={`${here}?confirm=clear`} data-testid="history-clear">
                {t("history.clear")}
              </Link>
            )}
          </div>
        ) : null}
      </div>
      {confirming ? (
        <div className={s.card} role="alertdialog" aria-labelledby="clear-title" aria-describedby="clear-body" data-testid="history-clear-confirm">
          <h2 className={s.subTitle} id="clear-title">
            {t("history.clearConfirm.title")}
          </h2>
          <p id="clear-body">{t("history.clearConfirm.body", { count: items.length })}</p>
          <Form method="post" action={here} className={f.actions}>
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" name="intent" value="clear" className={f.button.danger} disabled={busy} data-testid="history-clear-yes">
              {t("history.clearConfirm.yes")}
            </button>
            <Link to={here} className={s.link} data-testid="history-clear-no">
              {t("history.clearConfirm.no")}
            </Link>
          </Form>
        </div>
      ) : null}
      {items.length === 0 ? (
        <div className={s.empty} data-testid="history-empty">
          <p>{t("history.empty")}</p>
          <Link className={f.button.primary} to={localHref("/", lang)}>
            {t("history.browse")}
          </Link>
        </div>
      ) : (
        <ul className={s.list} aria-label={t("history.listLabel")} data-testid="history-list">
          {items.map((item) => (
            <li key={item.id} className={s.item} data-testid="history-item" data-kind={item.kind} data-available={item.available}>
              {item.available ? (
                <Link to={item.href} tabIndex={-1} aria-hidden="true">
                  <Picture photo={item.photo} alt="" width={96} height={72} className={s.thumb} sizes="96px" />
                </Link>
              ) : (
                <Picture photo={item.photo} alt="" width={96} height={72} className={s.thumb} sizes="96px" />
              )}
              <div>
                <p className={s.itemTitle}>
                  {item.available ? (
                    <Link className={s.link} to={item.href} data-testid="history-link">
                      {item.name}
                    </Link>
                  ) : (
                    <span data-testid="history-name">{item.name}</span>
                  )}
                </p>
                <p className={s.muted}>
                  <span className={s.badge.neutral}>{t(`history.${item.kind}`)}</span> {item.cityName}
                  {item.roomTypeName ? ` · ${item.roomTypeName}` : ""}
                  {item.available ? ` · ${t(item.kind === "room" ? "history.price" : "history.priceFrom", { price: item.price, unit: item.priceUnitName })}` : ""}
                </p>
                <p className={s.muted}>
                  {item.available ? (
                    t("history.viewed", { date: formatDateTime(item.viewedAt, lang) })
                  ) : (
                    <>
                      <span className={s.badge.bad} data-testid="history-unavailable">
                        {t("history.unavailable")}
                      </span>{" "}
                      {t("history.unavailableHint")}
                    </>
                  )}
                </p>
              </div>
              <Form method="post" action={here}>
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className={f.button.secondary}
                  disabled={busy}
                  aria-label={t("history.removeLabel", { name: item.name })}
                  data-testid="history-remove"
                >
                  {t("history.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
