import type { GalleryKind, GalleryTile } from "~/utils/gallery";

/** A gallery item shown large: the photo, or the video in the native player. */
export function GalleryMedia({ kind, item }: { kind: GalleryKind; item: GalleryTile }) {
  return kind === "photo" ? (
    <img src={item.image} alt={item.title || `Photo from ${item.category}`} width={640} height={480} />
  ) : (
    <video key={item.id} controls preload="metadata" poster={item.image} width={640} height={360}>
      <source src={item.media} type="video/mp4" />
    </video>
  );
}
