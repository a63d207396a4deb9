/**
 * A local MP4 clip in the browser's own player, with its poster. Nothing
 * loads until the reader presses play, unless `preload` says otherwise.
 */
export function VideoPlayer({ src, poster, preload = "none" }: { src: string; poster?: string; preload?: "none" | "metadata" }) {
  return (
    // The clips shipped now are silent placeholders; the office's recordings come with a captions
    // file, which then goes here as a <track kind="captions"> (content:audit lists the videos).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video controls preload={preload} poster={poster} width={640} height={360}>
      <source src={src} type="video/mp4" />
    </video>
  );
}
