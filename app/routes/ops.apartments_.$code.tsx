import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BlockedCalendar } from "~/components/ops/BlockedCalendar";
import { FeesSection } from "~/components/ops/FeesSection";
import { Notice } from "~/components/ops/Notice";
import * as s from "~/components/ops/Ops.css";
import { allows, useOps } from "~/lib/ops";
import { field, opsCall, opsMessages, staffPage } from "~/lib/ops.server";
import { readForm } from "~/lib/form.server";
import { imageUrl } from "~/lib/images";
import { UPLOAD_BODY_LIMIT } from "#core/body";

/**
 * One apartment's rooms: price and free units, each saved on its own; and its cancellation
 * policy (for applications from now on). A landlord opens only their own apartments; any other
 * code is a 404, as an unknown one is.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "read", "building"));
  const buildingCode = params.code ?? "";
  const info = await opsCall("/rest/ops/building/info", { buildingCode }, request, lang);
  if (!info.ok) throw new Response(info.msg, { status: 404 });
  // The calendar shows one room type at a time (?room=), the first by default.
  const wanted = new URL(request.url).searchParams.get("room");
  const roomCode = info.data.rooms.find((r) => r.code === wanted)?.code ?? info.data.rooms[0]?.code ?? null;
  const [fees, calendar] = await Promise.all([
    opsCall("/rest/ops/building/fees", { buildingCode }, request, lang),
    roomCode ? opsCall("/rest/ops/room/calendar", { buildingCode, roomCode }, request, lang) : null,
  ]);
  return data(
    { info: info.data, fees: fees.ok ? fees.data : null, calendar: calendar?.ok ? calendar.data : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Values = Record<string, string>;
/** What every action answers: the outcome, which form it was (`form`) and, when refused, what was typed. */
const answer = (r: { ok: boolean; msg: string }, extra: { form?: string; roomCode?: string; values?: Values | null; policy?: Values | null } = {}) =>
  data({ ok: r.ok, msg: r.msg, form: extra.form ?? "", roomCode: extra.roomCode ?? "", values: r.ok ? null : (extra.values ?? null), policy: r.ok ? null : (extra.policy ?? null) }, { status: r.ok ? 200 : 400 });

export async function action({ request, params }: ActionFunctionArgs) {
  const { lang } = await staffPage(request, (me) => allows(me, "update", "building") || allows(me, "publish", "building"));
  // The photo form posts a file: the upload's limit, not a form's.
  const form = await readForm(request, { limit: UPLOAD_BODY_LIMIT });
  const buildingCode = params.code ?? "";
  const intent = field(form, "intent");
  const publish = field(form, "published");
  if (publish === "0" || publish === "1") {
    return answer(await opsCall("/rest/ops/building/publish", { buildingCode, published: publish }, request, lang));
  }
  if (intent === "photo") {
    const file = form.get("file");
    return answer(await opsCall("/rest/ops/building/photo/add", { buildingCode } as never, request, lang, undefined, file instanceof File && file.size > 0 ? { file } : undefined));
  }
  if (intent === "photo-remove") {
    return answer(await opsCall("/rest/ops/building/photo/remove", { buildingCode, key: field(form, "key") }, request, lang));
  }
  if (intent === "photo-move") {
    return answer(await opsCall("/rest/ops/building/photo/move", { buildingCode, key: field(form, "key"), move: field(form, "move"), at: field(form, "at") } as never, request, lang));
  }
  if (intent === "policy") {
    const policy = { coolingOffDays: field(form, "coolingOffDays"), visaAdminFee: field(form, "visaAdminFee"), refundWithinDays: field(form, "refundWithinDays") };
    // A refused value stays in the form with the reason above it.
    return answer(await opsCall("/rest/ops/building/policy", { buildingCode, ...policy }, request, lang), { policy });
  }
  if (intent === "fee" || intent === "fee-remove") {
    const fee = field(form, "fee");
    // Removing the admin fee or utilities is setting it to none.
    const values = { basis: field(form, "basis") || "amount", amount: intent === "fee-remove" ? "0" : field(form, "amount") };
    return answer(await opsCall("/rest/ops/building/fee/update", { buildingCode, fee: fee as "admin", basis: values.basis as "amount", amount: values.amount as `${number}` }, request, lang), { form: `fee:${fee}`, values });
  }
  if (intent === "fees-reset") return answer(await opsCall("/rest/ops/building/fees/reset", { buildingCode }, request, lang), { form: "fee:reset" });
  if (intent === "offer") {
    const index = field(form, "index");
    const values: Values = { index, key: field(form, "key") };
    for (const name of ["amount", "percentOff", "itemZh", "itemEn", "minTerm", "claimAfterDays", "claimWithinDays"]) values[name] = field(form, name);
    // Checkboxes of one name: every ticked value, as the API's comma-separated list.
    for (const name of ["tenancies", "intakes"]) values[name] = form.getAll(name).filter((v) => typeof v === "string").join(",");
    const r = await opsCall("/rest/ops/building/offer/save", { buildingCode, ...values, key: values.key as "cashback" }, request, lang);
    return answer(r, { form: index === "" ? "offer:new" : `offer:${index}`, values });
  }
  if (intent === "offer-remove") {
    const index = field(form, "index");
    return answer(await opsCall("/rest/ops/building/offer/remove", { buildingCode, index: index as `${number}` }, request, lang), { form: `offer:${index}` });
  }
  if (intent === "block") {
    const roomCode = field(form, "roomCode");
    const values = { startsOn: field(form, "startsOn"), endsOn: field(form, "endsOn"), reason: field(form, "reason") };
    return answer(await opsCall("/rest/ops/room/blocked/add", { buildingCode, roomCode, ...values }, request, lang), { form: "block", roomCode, values });
  }
  if (intent === "unblock") {
    const roomCode = field(form, "roomCode");
    return answer(await opsCall("/rest/ops/room/blocked/remove", { buildingCode, roomCode, id: field(form, "id") as `${number}` }, request, lang), { form: "block", roomCode });
  }
  const roomCode = field(form, "roomCode");
  const values = { price: field(form, "price"), stock: field(form, "stock") };
  const r = await opsCall("/rest/ops/room/update", { buildingCode, roomCode, ...values }, request, lang);
  return answer({ ok: r.ok, msg: r.ok ? opsMessages(lang).apartments.saved : r.msg }, { form: "room", roomCode, values });
}

export default function OpsApartment() {
  const { t, me } = useOps();
  const { info, fees, calendar } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const policy = result?.policy ?? info.cancellationPolicy;
  const canEdit = allows(me, "update", "building");
  return (
    <section>
      <p>
        <Link to="/ops/apartments">← {t("apartments.back")}</Link>
      </p>
      <h1 className={s.title}>
        {info.name} <span className={s.muted}>{info.code}</span>
      </h1>
      <Form method="post" className={s.form}>
        <span>{info.published ? t("apartments.published") : t("apartments.unpublished")}</span>
        {allows(me, "publish", "building") ? (
          <button type="submit" name="published" value={info.published ? "0" : "1"} className={info.published ? s.secondary : s.button}>
            {info.published ? t("apartments.unpublish") : t("apartments.publish")}
          </button>
        ) : null}
      </Form>
      {/* The fees' and the calendar's outcomes are shown in their own sections, beside their forms. */}
      {result && !/^(fee|offer|block)/.test(result.form) ? <Notice result={result} /> : null}
      <table className={s.table}>
        <thead>
          <tr>
            <th>{t("apartments.room")}</th>
            <th>{t("apartments.price", { currency: info.currency, unit: t(`apartments.units.${info.priceUnit}`) })}</th>
            <th>{t("apartments.stock")}</th>
          </tr>
        </thead>
        <tbody>
          {info.rooms.map((r) => {
            const kept = result && !result.ok && result.roomCode === r.code ? result.values : null;
            return (
              <tr key={r.code} data-room-code={r.code}>
                <td>
                  {r.name}
                  <div className={s.muted}>{r.code}</div>
                </td>
                <td colSpan={2}>
                  <Form method="post" className={s.form}>
                    <input type="hidden" name="roomCode" value={r.code} />
                    <input name="price" type="number" min={1} max={1000000} required className={s.input} defaultValue={kept?.price ?? r.price} aria-label={t("apartments.price", { currency: info.currency, unit: t(`apartments.units.${info.priceUnit}`) })} />
                    <input name="stock" type="number" min={0} max={10000} required className={s.input} defaultValue={kept?.stock ?? r.stock} aria-label={t("apartments.stock")} />
                    <button type="submit" className={s.button}>
                      {t("common.save")}
                    </button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={s.card}>
        <h2 id="photos-title">{t("apartments.photos")}</h2>
        <ul className={s.photos} aria-labelledby="photos-title" data-testid="ops-photos">
          {info.photos.map((key, i) => (
            <li key={`${i}:${key}`} className={s.photo} data-key={key}>
              <img src={imageUrl(key, 320, "webp")} alt={t("apartments.photoAlt", { n: i + 1 })} width={160} height={120} loading="lazy" />
              {i === 0 ? <span className={s.muted}>{t("apartments.photoCover")}</span> : null}
              {canEdit && new Set(info.photos).size > 1 ? (
                <Form method="post" className={s.inline}>
                  <input type="hidden" name="key" value={key} />
                  <input type="hidden" name="intent" value="photo-move" />
                  <input type="hidden" name="at" value={i} />
                  {i > 0 ? (
                    <>
                      <button type="submit" name="move" value="first" className={s.secondary}>
                        {t("apartments.photoFirst")}
                      </button>
                      <button type="submit" name="move" value="earlier" className={s.secondary} aria-label={t("apartments.photoEarlier", { n: i + 1 })}>
                        ←
                      </button>
                    </>
                  ) : null}
                  {i < info.photos.length - 1 ? (
                    <button type="submit" name="move" value="later" className={s.secondary} aria-label={t("apartments.photoLater", { n: i + 1 })}>
                      →
                    </button>
                  ) : null}
                </Form>
              ) : null}
              {canEdit && new Set(info.photos).size > 1 ? (
                <Form method="post">
                  <input type="hidden" name="key" value={key} />
                  <button type="submit" name="intent" value="photo-remove" className={s.secondary}>
                    {t("apartments.photoRemove")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        {canEdit ? (
          <Form method="post" encType="multipart/form-data" className={s.form} data-testid="ops-photo-upload">
            <label className={s.label}>
              {t("apartments.photoUpload")}
              <input type="file" name="file" accept="image/jpeg,image/png" required className={s.input} />
            </label>
            <button type="submit" name="intent" value="photo" className={s.button}>
              {t("apartments.photoSubmit")}
            </button>
          </Form>
        ) : null}
      </div>
      {canEdit ? (
        <div className={s.card}>
          <h2 id="policy-title">{t("apartments.policy")}</h2>
          <p className={s.muted}>{t("apartments.policyHint")}</p>
          {/* The server's translated reason, not the browser's, says what a number must be. */}
          <Form method="post" className={s.form} aria-labelledby="policy-title" data-testid="ops-policy" noValidate>
            <input type="hidden" name="intent" value="policy" />
            <label className={s.label}>
              {t("apartments.coolingOffDays")}
              <input name="coolingOffDays" type="number" min={0} max={60} required className={s.input} defaultValue={policy.coolingOffDays} />
            </label>
            <label className={s.label}>
              {t("apartments.visaAdminFee", { currency: info.currency })}
              <input name="visaAdminFee" type="number" min={0} max={10000000} required className={s.input} defaultValue={policy.visaAdminFee} />
            </label>
            <label className={s.label}>
              {t("apartments.refundWithinDays")}
              <input name="refundWithinDays" type="number" min={1} max={60} required className={s.input} defaultValue={policy.refundWithinDays} />
            </label>
            <button type="submit" className={s.button}>
              {t("common.save")}
            </button>
          </Form>
        </div>
      ) : null}
      {fees ? (
        canEdit ? (
          <FeesSection fees={fees} currency={info.currency} unit={info.priceUnit} result={result} t={t} />
        ) : null
      ) : null}
      {calendar ? <BlockedCalendar calendar={calendar} rooms={info.rooms} canEdit={canEdit} result={result} t={t} /> : null}
    </section>
  );
}
