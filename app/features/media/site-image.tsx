import { IMAGE_SIZES, type SiteImage } from "./addresses";

/**
 * A picture on a public page. An uploaded photo comes as WebP where the
 * browser takes it and JPEG where it does not (KaiOS 2.5), each in the
 * widths the browser chooses from; its width and height hold its place while
 * it loads. Lazy unless it is the first thing a reader sees; that one is
 * also asked for first (fetchpriority="high"), ahead of the page's scripts,
 * since it is the largest thing a phone paints (docs/budgets.md, slow networks).
 * A lazy one is also asked for last (fetchpriority="low"): without JavaScript
 * Chromium fetches it at once, lazy or not, and it must not share the line
 * with the stylesheet or the page's text (decision 0097).
 */
export function SiteImg({ image, className, eager = false }: { image: SiteImage; className?: string; eager?: boolean }) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.sizes?.jpeg}
      sizes={image.sizes ? IMAGE_SIZES : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : "lazy"}
      // React 18 knows no fetchPriority prop; the attribute is spelt as HTML spells it.
      {...{ fetchpriority: eager ? "high" : "low" }}
      decoding={eager ? undefined : "async"}
    />
  );
  if (!image.sizes) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={image.sizes.webp} sizes={IMAGE_SIZES} />
      {img}
    </picture>
  );
}
