import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translate";
import { Picture } from "../picture/Picture";
import { PHONE_FULL_WIDTH } from "~/styles/media";
import * as s from "./Detail.css";

/** The grid for 1-5 photos: the large one on the left, the others filling the right side. */
export function galleryClass(count: number): string {
  if (count <= 1) return s.gallerySingle;
  if (count === 2) return s.galleryTwo;
  if (count === 3) return s.galleryThree;
  if (count === 4) return s.galleryFour;
  return s.gallery;
}

/** The detail page's photo grid: one large photo and up to four small; each opens preview-media. */
export function Gallery({ photos, name, hrefOf, sizes }: { photos: string[]; name: string; hrefOf: (index: number) => string; sizes: string }) {
  const { t } = useTranslation();
  if (!photos.length) return null;
  const shown = photos.slice(0, 5);
  return (
    <section className={galleryClass(shown.length)} data-count={shown.length} aria-label={t("discovery.detail.gallery")} data-testid="gallery">
      {shown.map((photo, i) => (
        <Link key={`${photo}-${i}`} to={hrefOf(i)} className={i === 0 ? s.galleryMain : s.galleryItem} preventScrollReset>
          <Picture
            photo={photo}
            alt={`${t("discovery.card.photoAlt", { name })} ${i + 1}`}
            sizes={i === 0 ? sizes : `${PHONE_FULL_WIDTH}, (min-width: 1200px) 190px, 16vw`}
            width={i === 0 ? 760 : 380}
            height={i === 0 ? 506 : 253}
            className={s.galleryImg}
            eager={i === 0}
            widths={i === 0 ? undefined : [320, 480]}
          />
        </Link>
      ))}
      {photos.length > 1 ? (
        <Link to={hrefOf(0)} className={s.galleryAll} data-testid="gallery-all">
          {t("discovery.detail.allPhotos", { count: photos.length })}
        </Link>
      ) : null}
    </section>
  );
}
