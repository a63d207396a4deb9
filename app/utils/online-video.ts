/**
 * A video item may be a local clip or a YouTube address (docs/product.md: "an
 * embedded online video"). Only the id is kept; the frame is always
 * youtube-nocookie.com, and the link always youtube.com.
 */
const YOUTUBE =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/;

export function youtubeId(src: string): string | null {
  return YOUTUBE.exec(src)?.[1] ?? null;
}

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
