import { RESULTS_ID, toResults } from "~/utils/results-anchor";
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { gridHref, itemHref, type GalleryFilter, type GalleryKind, type GalleryTile } from "~/features/galleries/gallery";
import { useLightboxWalk } from "~/features/galleries/lightbox-walk";
import { GalleryLightbox } from "~/features/galleries/lightbox";
import { ListPager } from "~/components/list-pager";
import { SectionLayout } from "~/components/section-layout";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import { useLocale } from "~/i18n/use-locale";
import type { WordKey } from "~/utils/handle";
import { OPEN_PARAM } from "~/site/query-params";
import { belowFirstScreen } from "~/utils/lazy-image";

/** What a gallery's page reads of the furniture, for its handle.words (i18n/words.ts). */
export const GALLERY_WORDS: readonly WordKey[] = [
  "lists.photo",
  "lists.photos",
  "lists.clickToView",
  "lists.photoCategories",
  "lists.illustrativePhoto",
  "lists.video",
  "lists.videos",
  "lists.clickToWatch",
  "lists.videoCategories",
  "lists.illustrativeVideo",
  "lists.allCategories",
  "lists.inCategory",
  "lists.illustrative",
  "lists.galleryPages",
  "lists.photosLead",
  "lists.videosLead",
  "search.pageOf",
  "unavailable.photos",
  "unavailable.videos",
  "pager",
];

export interface GalleryPageData {
  kind: GalleryKind;
  basePath: string;
  /** Where the lightbox fetches other grid pages' tiles (gallery.server.ts, galleryTiles). */
  tilesPath: string;
  /** The database could not be read: the page says so in place of its filters and grid. */
  unavailable: boolean;
  filters: GalleryFilter[];
  active: string;
  page: number;
  pages: number;
  total: number;
  /** This page's tiles; the lightbox finds the rest of the filtered list on their own pages (lightbox-walk.ts). */
  tiles: GalleryTile[];
}

/** Each kind's words, in the page's language. */
const wordsFor = (kind: GalleryKind, t: Messages) =>
  kind === "photo"
    ? {
        noun: t.lists.photo,
        plural: t.lists.photos,
        prompt: t.lists.clickToView,
        filters: t.lists.photoCategories,
        illustrative: t.lists.illustrativePhoto,
      }
    : {
        noun: t.lists.video,
        plural: t.lists.videos,
        prompt: t.lists.clickToWatch,
        filters: t.lists.videoCategories,
        illustrative: t.lists.illustrativeVideo,
      };

/**
 * A gallery grid: filters and pages are links, and each tile links to the
 * item's own page. With script, a tile opens the lightbox instead, and the
 * address (?open=<id>) follows the item on show.
 */
export function GalleryPage({ data, lead }: { data: GalleryPageData; lead: string }) {
  const { t, href, locale } = useLocale();
  const words = wordsFor(data.kind, t);
  const [params, setParams] = useSearchParams();
  const openedFrom = useRef<number | null>(null);
  const returnFocusTo = useRef<number | null>(null);
  const openId = Number(params.get(OPEN_PARAM));
  const walk = useLightboxWalk(data);
  const position = openId ? walk.positionOf(openId) : -1;
  const shown = position >= 0 ? walk.itemAt(position) : undefined;
  /** A step the reader took to an item whose page was still on its way: taken once it is here. */
  const pendingStep = useRef<number | null>(null);

  const show = (id: number, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(OPEN_PARAM, String(id));
        return next;
      },
      { replace, preventScrollReset: true },
    );

  function open(event: MouseEvent<HTMLAnchorElement>, id: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openedFrom.current = id;
    show(id, false);
  }

  // The neighbours' pages, asked for as the lightbox reaches an end of this page's tiles.
  useEffect(() => {
    if (position < 0) return;
    walk.load(position + 1);
    walk.load(position - 1);
  });

  useEffect(() => {
    if (pendingStep.current === null) return;
    const item = walk.itemAt(pendingStep.current);
    if (item) {
      pendingStep.current = null;
      show(item.id, true);
    }
  });

  function step(by: number) {
    const item = walk.itemAt(position + by);
    if (item) return show(item.id, true);
    pendingStep.current = position + by;
    walk.load(position + by);
  }

  // Once the lightbox has gone, focus goes back to the tile that opened it.
  useEffect(() => {
    if (openId || returnFocusTo.current === null) return;
    document.querySelector<HTMLElement>(`[data-tile-id="${returnFocusTo.current}"]`)?.focus();
    returnFocusTo.current = null;
  }, [openId]);

  function close() {
    returnFocusTo.current = openedFrom.current ?? openId;
    openedFrom.current = null;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  if (data.unavailable) {
    return (
      <SectionLayout>
        <p className="lead">{lead}</p>
        <p className="gallery__status">{data.kind === "photo" ? t.unavailable.photos : t.unavailable.videos}</p>
      </SectionLayout>
    );
  }
  const activeName = data.filters.find((filter) => filter.slug === data.active)?.name;
  return (
    <SectionLayout>
      <p className="lead">{lead}</p>
      <nav className="filters" aria-label={words.filters}>
        <ul>
          {[{ name: t.lists.allCategories, slug: "" }, ...data.filters].map((filter) => (
            <li key={filter.slug}>
              <a
                href={toResults(href(gridHref(data.basePath, filter.slug, 1)))}
                aria-current={filter.slug === data.active ? "page" : undefined}
                // The office's category names are English until translated; "All" is ours.
                lang={filter.slug && locale !== "en" ? "en" : undefined}
              >
                {filter.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="gallery__status" role="status" id={RESULTS_ID} tabIndex={-1}>
        {data.total} {data.total === 1 ? words.noun : words.plural}
        {activeName ? format(t.lists.inCategory, { category: activeName }) : ""}
        {data.pages > 1 ? format(t.search.pageOf, { page: data.page, pages: data.pages }) : ""}
      </p>
      <ul className={`gallery-grid gallery-grid--${data.kind}`}>
        {data.tiles.map((tile, index) => (
          <li key={tile.id}>
            <a
              className="tile"
              href={href(itemHref(data.basePath, tile.id, data.active))}
              data-tile-id={tile.id}
              onClick={(event) => open(event, tile.id)}
            >
              <img
                src={tile.image}
                alt=""
                width={640}
                height={data.kind === "photo" ? 480 : 360}
                {...belowFirstScreen(index < 3)}
                decoding="async"
              />
              {/* Under the picture, not over it: a thumbnail often prints its own title in the middle. */}
              <span className="tile__info">
                <span className="tile__category">{tile.category}</span>
                {tile.title ? (
                  <span className="tile__title" lang={locale === "en" ? undefined : "en"}>
                    {tile.title}
                  </span>
                ) : null}
                <span className="tile__prompt">
                  {data.kind === "video" ? <span className="tile__play" aria-hidden="true" /> : null}
                  {words.prompt}
                </span>
              </span>
              {tile.provenance === "illustrative" ? (
                <span className="tile__provenance">
                  {t.lists.illustrative}
                  <span className="visually-hidden">{words.illustrative}</span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {data.pages > 1 ? (
        <ListPager
          hrefFor={(number) => href(gridHref(data.basePath, data.active, number))}
          page={data.page}
          pages={data.pages}
          label={t.lists.galleryPages}
          previousText={t.pager.previousPage}
          nextText={t.pager.nextPage}
        />
      ) : null}
      {shown ? (
        <GalleryLightbox kind={data.kind} item={shown} position={position + 1} total={data.total} onClose={close} onStep={step} />
      ) : null}
    </SectionLayout>
  );
}
