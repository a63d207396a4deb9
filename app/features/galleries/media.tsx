import { useState } from "react";
import type { GalleryKind, GalleryTile } from "~/features/galleries/gallery";
import { youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from "~/utils/online-video";
import { useEnhanced } from "~/utils/use-enhanced";
import { NewTabLink } from "~/components/new-tab-link";
import { VideoPlayer } from "~/components/video-player";

/** A gallery item shown large: the photo, a local video in the native player, or an online video behind a facade. */
export function GalleryMedia({ kind, item }: { kind: GalleryKind; item: GalleryTile }) {
  if (kind === "photo") return <img src={item.image} alt={item.alt} width={640} height={480} />;
  const online = youtubeId(item.media);
  if (online) return <OnlineVideo key={item.id} id={online} item={item} />;
  return <VideoPlayer key={item.id} src={item.media} poster={item.image} preload="metadata" />;
}

/**
 * Our own poster, and a link to watch on YouTube: nothing is asked of any
 * other site until the reader chooses. Where scripts run, "Play here" puts
 * the youtube-nocookie.com player in its place.
 */
function OnlineVideo({ id, item }: { id: string; item: GalleryTile }) {
  const enhanced = useEnhanced();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={youtubeEmbedUrl(id)}
          title={item.title}
          width={640}
          height={360}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="video-facade">
      <img src={item.image} alt="" width={640} height={360} />
      <p className="video-facade__actions">
        {enhanced ? (
          <button type="button" className="button" onClick={() => setPlaying(true)}>
            Play here<span className="visually-hidden">: {item.title} (from YouTube)</span>
          </button>
        ) : null}
        <NewTabLink className="button button--secondary" href={youtubeWatchUrl(id)}>
          Watch on YouTube<span className="visually-hidden">: {item.title}</span>
        </NewTabLink>
      </p>
    </div>
  );
}
