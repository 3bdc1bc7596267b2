import { imageSrcSet, imageUrl, IMAGE_WIDTHS, type ImageWidth } from "~/lib/images";

/**
 * A listing photo: webp srcset with a jpg fallback (the image route encodes both at quality 80),
 * lazy unless it is the page's main image. Width and height keep the layout stable.
 *
 * The fallback is one jpg, without a srcset of its own: every browser that reads <picture> takes
 * the webp source (all current ones decode webp), so a jpg srcset was only ever read by none and
 * was a fifth of a listing card's markup (docs/decisions/039-room-types-first.md).
 */
export interface PictureProps {
  photo: string | null | undefined;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** Only widths the image route serves (IMAGE_WIDTHS). */
  widths?: readonly ImageWidth[];
}

export function Picture({ photo, alt, sizes, width, height, className, eager, widths = IMAGE_WIDTHS }: PictureProps) {
  if (!photo) return <span className={className} role="img" aria-label={alt} />;
  const fallbackWidth = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcSet(photo, "webp", widths)} sizes={sizes} />
      <img
        className={className}
        src={imageUrl(photo, fallbackWidth, "jpg")}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
