import { galleryCaption, itemHref, type GalleryKind, type GalleryTile } from "~/features/galleries/gallery";
import { youtubeId } from "~/utils/online-video";
import { GalleryMedia } from "~/features/galleries/media";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { SectionLayout } from "~/components/section-layout";

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
  return (
    <SectionLayout>
      <p className="gallery__status">
        {kind === "photo" ? "Photo" : "Video"} {data.position} of {data.total}
        {data.filter ? ` in ${data.filter.name}` : ""}
      </p>
      <figure className={`gallery-item gallery-item--${kind}`}>
        <GalleryMedia kind={kind} item={item} />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
      <ProvenanceLabel item={item} kind={kind} />
      {kind === "video" && !youtubeId(item.media) ? (
        <p>
          <a href={item.media}>
            Download the video (MP4)
            <PlaceholderNote href={item.media} />
          </a>
        </p>
      ) : null}
      <nav className="pager" aria-label={`${kind === "photo" ? "Photo" : "Video"} navigation`}>
        <ul>
          <li>
            <a className="button button--secondary" href={itemHref(data.basePath, data.previousId, slug)} rel="prev">
              Previous<span className="visually-hidden"> {kind}</span>
            </a>
          </li>
          <li>
            <a className="button button--secondary" href={itemHref(data.basePath, data.nextId, slug)} rel="next">
              Next<span className="visually-hidden"> {kind}</span>
            </a>
          </li>
          <li>
            <a href={data.backHref}>Back to the gallery</a>
          </li>
        </ul>
      </nav>
    </SectionLayout>
  );
}
