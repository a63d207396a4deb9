/**
 * Where uploaded files are served (docs/decisions/0037-uploads-in-postgresql.md):
 * /media/<key>-<width>.jpg and .webp for a photo's sizes, /media/<key>-share.jpg
 * for the picture a shared link shows, /media/<key>.pdf for a document. The key
 * is the first 32 hex digits of the SHA-256 of the bytes uploaded, so an
 * address never names two different files: browsers and nginx keep them a year.
 * Shared with the browser: no database here.
 */
export const MEDIA_PREFIX = "/media/";

/** A photo's widths, narrowest first: a 240 px phone takes the first, a desktop at most the last. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** What a page says a photo is for the browser's choice of size: the page's column is at most 640 px wide. */
export const IMAGE_SIZES = "(min-width: 44em) 640px, 100vw";

/** The part of an address after /media/, as media_file's check allows it. */
export const MEDIA_PATH = /^[0-9a-f]{32}(?:-(?:share|\d{2,4}))?\.(?:jpg|webp|pdf)$/;

/** Whether an address names an uploaded file. */
export function isMediaAddress(address: string): boolean {
  return address.startsWith(MEDIA_PREFIX) && MEDIA_PATH.test(address.slice(MEDIA_PREFIX.length));
}

const IMAGE_ADDRESS = /^\/media\/([0-9a-f]{32})-\d{2,4}\.jpg$/;

/** The upload an image address names, or null for any other address (the site's own /images/ files). */
export function mediaImageKey(address: string): string | null {
  return IMAGE_ADDRESS.exec(address)?.[1] ?? null;
}

export const imageAddress = (key: string, width: number, type: "jpg" | "webp") => `${MEDIA_PREFIX}${key}-${width}.${type}`;
export const shareImageAddress = (key: string) => `${MEDIA_PREFIX}${key}-share.jpg`;
export const documentAddress = (key: string) => `${MEDIA_PREFIX}${key}.pdf`;

/** A picture as a page shows it: its sizes when it was uploaded here, or one file of the site's own. */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
  /** What it shows; empty for a picture that only decorates (the site's own illustrations). */
  alt: string;
  /** An uploaded photo's sizes, JPEG and WebP, for srcset. */
  sizes: { jpeg: string; webp: string } | null;
  /** The 1200×630 JPEG for og:image; null: the picture itself. */
  share: string | null;
}

/** One of the site's own pictures (public/images): illustrations that say nothing a reader needs, 16:9 unless said. */
export function ownPicture(address: string, size = { width: 640, height: 360 }): SiteImage {
  return { src: address, ...size, alt: "", sizes: null, share: null };
}
