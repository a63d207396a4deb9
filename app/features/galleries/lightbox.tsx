import { useEffect, useRef } from "react";
import { galleryCaption, type GalleryKind, type GalleryTile } from "~/features/galleries/gallery";
import { GalleryMedia } from "~/features/galleries/media";
import { ProvenanceLabel } from "~/components/provenance-label";
import { photoCollection, videoCollection } from "./collection";

/**
 * The full-screen viewer of a gallery: a modal <dialog>, so the page behind
 * it is inert and focus stays inside. Escape closes it, the arrow keys move
 * through the filtered list, wrapping at both ends.
 */
export function GalleryLightbox({
  kind,
  item,
  position,
  total,
  onClose,
  onStep,
}: {
  kind: GalleryKind;
  item: GalleryTile;
  position: number;
  total: number;
  onClose: () => void;
  onStep: (step: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Opened as a modal, focus starts on Close, so Escape and Enter both leave at once.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
  }, []);

  const caption = galleryCaption(item);
  return (
    <dialog
      ref={dialog}
      className={`lightbox lightbox--${kind}`}
      aria-labelledby="lightbox-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") onStep(-1);
        if (event.key === "ArrowRight") onStep(1);
      }}
    >
      <h2 id="lightbox-title" className="visually-hidden">
        {kind === "photo" ? "Photo" : "Video"} {position} of {total}
        {item.title ? `: ${item.title}` : ""}
      </h2>
      <div className="lightbox__frame">
        <GalleryMedia kind={kind} item={item} />
      </div>
      {caption ? <p className="lightbox__caption">{caption}</p> : null}
      <ProvenanceLabel item={item} kind={kind === "photo" ? photoCollection.provenance : videoCollection.provenance} />
      <div className="lightbox__controls">
        <button type="button" className="button button--secondary" onClick={() => onStep(-1)}>
          Previous<span className="visually-hidden"> {kind}</span>
        </button>
        <span aria-hidden="true">
          {position} / {total}
        </span>
        <button type="button" className="button button--secondary" onClick={() => onStep(1)}>
          Next<span className="visually-hidden"> {kind}</span>
        </button>
        <button type="button" className="button" onClick={onClose} ref={closeButton}>
          Close
        </button>
      </div>
    </dialog>
  );
}
