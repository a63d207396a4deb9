import type { Messages } from "~/i18n/messages/en";

/** A whole section of the furniture ("lga"), or one of its words ("lists.photo"). */
export type WordKey = { [S in keyof Messages]: S | `${S}.${keyof Messages[S] & string}` }[keyof Messages];

/**
 * What a route module may declare in `export const handle`. A route that sets
 * `hydrate: true` gets React's scripts; every other page is plain HTML. A
 * route whose pages differ may decide from its loader's data.
 */
/** Which first-screen styles a page carries inline (utils/critical-css.server.ts): most pages', or the home pages'. */
export type FirstScreen = "page" | "home";

export interface RouteHandle {
  hydrate?: boolean | ((data: unknown) => boolean);
  /**
   * On a page that hydrates: what of the furniture (i18n/messages/en.ts) its own parts read,
   * beyond the chrome's (i18n/words.ts, CHROME_WORDS), as whole sections ("lga") or single words
   * ("lists.photo"). The page carries those words alone, for its scripts; a word read on the
   * server and not named fails the page's render there. Name too what only a reader's action
   * shows (a form's errors, an empty result).
   */
  words?: readonly WordKey[];
  /**
   * The page is made of the site's own words alone (i18n/messages, its figures and lists), so it is
   * translated wherever they are and never "shown in English". A page that needs no loader says so
   * here; one with a loader may say `translation` in its data instead, and a page with the office's
   * content must (features/content/translations.server.ts).
   */
  furnitureOnly?: true;
  /** The page's first screen is the home page's: it carries critical-home.css inline, not critical.css (decision 0097). */
  firstScreen?: FirstScreen;
  /** The back office (routes/staff.tsx and below): its own header, none of the public site's parts. */
  backOffice?: true;
  /**
   * A back-office page that the back office's own pages may frame (a draft's
   * page preview): frame-ancestors 'self' and X-Frame-Options SAMEORIGIN
   * instead of 'none' and DENY. Every other back-office page may not be framed.
   */
  framedBySelf?: true;
  /**
   * The page's own picture for shared links (1200×630 raster), from its loader's data;
   * null or absent: the site's (site/share-image.ts).
   */
  shareImage?: (data: unknown) => ShareImage | null;
}

export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function isFramedBySelf(module: { handle?: unknown } | undefined): boolean {
  const handle = module?.handle;
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).framedBySelf === true;
}

/** The first-screen styles the deepest route that names them asks for; most pages' otherwise. */
export function firstScreenOf(modules: readonly ({ handle?: unknown } | undefined)[]): FirstScreen {
  const named = modules.map((module) => (module?.handle as RouteHandle | undefined)?.firstScreen).filter((kind) => kind !== undefined);
  return named.at(-1) ?? "page";
}

export function isBackOffice(match: { handle?: unknown }): boolean {
  return typeof match.handle === "object" && match.handle !== null && (match.handle as RouteHandle).backOffice === true;
}

export function wantsHydration(match: { handle?: unknown; data?: unknown }): boolean {
  const handle = match.handle;
  if (typeof handle !== "object" || handle === null) return false;
  const hydrate = (handle as RouteHandle).hydrate;
  return typeof hydrate === "function" ? hydrate(match.data) : hydrate === true;
}

/** The picture for shared links: the deepest route's own, or null for the site's. */
export function ownShareImage(matches: { handle?: unknown; data?: unknown }[]): ShareImage | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    const image = typeof handle === "object" && handle !== null ? handle.shareImage?.(match.data) : undefined;
    if (image) return image;
  }
  return null;
}
