import { galleryCaption, itemHref, type GalleryKind, type GalleryTile } from "~/features/galleries/gallery";
import { youtubeId } from "~/utils/online-video";
import { GalleryMedia } from "~/features/galleries/media";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { photoCollection, videoCollection } from "./collection";
import { SectionLayout } from "~/components/section-layout";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import type { WordKey } from "~/utils/handle";

/** What an item's page reads of the furniture, for its handle.words when it hydrates (i18n/words.ts). */
export const ITEM_WORDS: readonly WordKey[] = [
  "lists.photoOf",
  "lists.videoOf",
  "lists.inCategory",
  "lists.photoNavigation",
  "lists.videoNavigation",
  "lists.photo",
  "lists.video",
  "lists.backToGallery",
  "home.downloadVideo",
  "pager.previous",
  "pager.next",
];

export interface GalleryItemData {
  kind: GalleryKind;
  basePath: string;
  item: GalleryTile;
  position: number;
  total: number;
  filter: { name: string; slug: string } | null;
  previousId: number;
  nextId: number;
  backHref: string;
}

/** One photo or video on its own page: what the lightbox shows, for browsers without script. */
export function GalleryItemPage({ data }: { data: GalleryItemData }) {
  const { item, kind } = data;
  const slug = data.filter?.slug ?? "";
  const caption = galleryCaption(item);
  const { t, href, locale } = useLocale();
  return (
    <SectionLayout>
      <p className="gallery__status">
        {format(kind === "photo" ? t.lists.photoOf : t.lists.videoOf, { position: data.position, total: data.total })}
        {data.filter ? format(t.lists.inCategory, { category: data.filter.name }) : ""}
      </p>
      {/* The office's picture, its description and caption: English until translated. */}
      <figure className={`gallery-item gallery-item--${kind}`} lang={locale === "en" ? undefined : "en"}>
        <GalleryMedia kind={kind} item={item} />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
      <ProvenanceLabel item={item} kind={kind === "photo" ? photoCollection.provenance : videoCollection.provenance} />
      {kind === "video" && !youtubeId(item.media) ? (
        <p>
          <a href={item.media}>
            {t.home.downloadVideo}
            <PlaceholderNote href={item.media} />
          </a>
        </p>
      ) : null}
      <nav className="pager" aria-label={kind === "photo" ? t.lists.photoNavigation : t.lists.videoNavigation}>
        <ul>
          <li>
            <a className="button button--secondary" href={href(itemHref(data.basePath, data.previousId, slug))} rel="prev">
              {t.pager.previous}
              <span className="visually-hidden"> {kind === "photo" ? t.lists.photo : t.lists.video}</span>
            </a>
          </li>
          <li>
            <a className="button button--secondary" href={href(itemHref(data.basePath, data.nextId, slug))} rel="next">
              {t.pager.next}
              <span className="visually-hidden"> {kind === "photo" ? t.lists.photo : t.lists.video}</span>
            </a>
          </li>
          <li>
            <a href={href(data.backHref)}>{t.lists.backToGallery}</a>
          </li>
        </ul>
      </nav>
    </SectionLayout>
  );
}
