import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { useLang, useRootData } from "~/lib/root-data";
import { ogLocale } from "~/lib/seo";

/**
 * The share card of every page (OpenGraph, read by WeChat, chat apps and crawlers): its title
 * and description come with the page's meta (app/lib/seo.ts, the root's for pages without
 * their own); here the picture, the address, the site's name and the language. The picture is
 * the page's own photo when its loader gives one (`meta.image`, an absolute JPEG URL), else the
 * site's.
 */
export function ShareTags() {
  const { t } = useTranslation();
  const lang = useLang();
  const root = useRootData();
  const matches = useMatches();
  let image = root?.shareImage;
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i].data as { meta?: { image?: unknown } } | undefined)?.meta;
    if (meta && typeof meta.image === "string") {
      image = meta.image;
      break;
    }
  }
  return (
    <>
      <meta property="og:site_name" content={t("site.name")} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {root?.seo.canonical ? <meta property="og:url" content={root.seo.canonical} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}
