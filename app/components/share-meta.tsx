import { SITE_SHARE_IMAGE } from "~/site/share-image";
import type { ShareImage } from "~/utils/handle";

/**
 * The picture a shared link shows, on every public page: the page's own
 * (RouteHandle.shareImage) or the site's. Absolute, as og:image must be.
 */
export function ShareImageMeta({ origin, image }: { origin: string; image: ShareImage | null }) {
  const picture = image ?? SITE_SHARE_IMAGE;
  return (
    <>
      <meta property="og:image" content={`${origin}${picture.src}`} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
