/**
 * The picture a page shows when its address is shared (og:image), unless it
 * has its own (a news article's uploaded photo). WhatsApp and Facebook show
 * no SVG, so it is a 1200×630 PNG, made by `npm run share-image`
 * (scripts/generate-share-image.ts).
 */
/** The size WhatsApp, Facebook and X show largest, for the site's picture and each upload's. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export const SITE_SHARE_IMAGE = {
  src: "/images/share/nassco-1200x630.png",
  width: SHARE_WIDTH,
  height: SHARE_HEIGHT,
  alt: "NASSCO, the National Social Safety-Nets Coordinating Office, which keeps the National Social Register",
} as const;
