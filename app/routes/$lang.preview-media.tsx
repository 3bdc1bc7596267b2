import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Dialog, DialogClose } from "~/components/dialog/Dialog";
import { Picture } from "~/components/picture/Picture";
import * as s from "~/components/preview-media/PreviewMedia.css";
import { houseInfo, roomInfo } from "~/lib/catalogue.server";
import { langOf } from "#core/lang";
import { safeRedirect } from "~/lib/safe-redirect";
import { apartmentPath } from "#core/slug";

/**
 * preview-media: a full-screen gallery of an apartment's (?code=) or a room's (?room=)
 * photos, in the site's dialog. Previous/next and close are links (no JavaScript needed);
 * hydrated, the arrow keys move and Escape closes, back to the page that opened it (?back=).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const room = url.searchParams.get("room");
  let name: string;
  let photos: string[];
  let fallbackBack: string;
  if (room) {
    const r = await roomInfo(request, room);
    name = `${r.building.name} · ${r.name}`;
    photos = r.photos.length ? r.photos : r.building.photo ? [r.building.photo] : [];
    fallbackBack = `${apartmentPath(lang, r.building.code)}/room/${r.code}`;
  } else if (code) {
    const h = await houseInfo(request, code);
    name = h.name;
    photos = h.photos;
    fallbackBack = apartmentPath(lang, h.code);
  } else {
    throw new Response("Not Found", { status: 404 });
  }
  if (!photos.length) throw new Response("Not Found", { status: 404 });
  const back = url.searchParams.get("back");
  const safeBack = safeRedirect(back, fallbackBack);
  const i = Math.min(Math.max(0, Number.parseInt(url.searchParams.get("i") ?? "0", 10) || 0), photos.length - 1);
  const base = new URLSearchParams();
  if (room) base.set("room", room);
  else base.set("code", code!);
  base.set("back", safeBack);
  return { name, photos, index: i, back: safeBack, query: base.toString() };
}

export default function PreviewMedia() {
  const { name, photos, index, back, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hrefOf = (i: number) => `?${query}&i=${(i + photos.length) % photos.length}`;
  // The arrow keys page through the photos (Escape, as in every dialog, closes).
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (photos.length < 2 || (e.key !== "ArrowRight" && e.key !== "ArrowLeft")) return;
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    e.preventDefault();
    navigate(hrefOf(index + (e.key === "ArrowRight" ? 1 : -1)), { replace: true, preventScrollReset: true });
  };

  return (
    <Dialog look="full" closeHref={back} className={s.overlay} aria-labelledby="preview-title" data-testid="preview-media" onKeyDown={onKeyDown}>
      <div className={s.top}>
        <h1 id="preview-title" className={s.title}>
          {t("discovery.preview.title", { name })}
        </h1>
        <p className={s.counter} aria-live="polite" data-testid="preview-counter">
          {t("discovery.preview.counter", { current: index + 1, total: photos.length })}
        </p>
        <DialogClose className={s.close} label={t("discovery.preview.close")} testId="preview-close" />
      </div>
      <div className={s.stage}>
        {photos.length > 1 ? (
          <Link to={hrefOf(index - 1)} replace preventScrollReset className={s.prev} aria-label={t("discovery.preview.prev")} data-testid="preview-prev">
            ‹
          </Link>
        ) : null}
        <Picture key={index} photo={photos[index]} alt={`${name} ${index + 1}`} sizes="100vw" width={1200} height={800} className={s.image} eager />
        {photos.length > 1 ? (
          <Link to={hrefOf(index + 1)} replace preventScrollReset className={s.next} aria-label={t("discovery.preview.next")} data-testid="preview-next">
            ›
          </Link>
        ) : null}
      </div>
      <nav aria-label={t("discovery.preview.thumbnails")} className={s.thumbs}>
        {photos.map((p, i) => (
          <Link key={`${p}-${i}`} to={hrefOf(i)} replace preventScrollReset className={i === index ? s.thumbOn : s.thumb} aria-current={i === index ? "true" : undefined} aria-label={t("discovery.preview.counter", { current: i + 1, total: photos.length })}>
            <Picture photo={p} alt="" sizes="96px" width={96} height={64} className={s.thumbImg} widths={[320]} />
          </Link>
        ))}
      </nav>
    </Dialog>
  );
}
