import type { NewsLinkKind } from "../../../app/features/news/article";
import type { Provenance, PublicSource } from "../../../app/content/provenance";

/** A news article as the seed writes it: published on its date, English, with a Markdown body. */
export interface NewsArticleSeed {
  /** Stable: the seed finds its row by it. Lowercase words joined by hyphens. */
  id: string;
  title: string;
  /** "2025-09-08": the date readers see, and from when the article is published. */
  publishedOn: string;
  provenance: Provenance;
  /** Required for `published`: the public record, and the date it describes. */
  source?: PublicSource;
  excerpt: string;
  body: string;
  imageUrl?: string;
  link?: string;
  linkKind?: NewsLinkKind;
}

/** A banner notice as the seed writes it: published from its date, English. */
export interface NoticeSeed {
  id: string;
  title: string;
  /** "2026-11-02": the date the banner shows, and from when the notice is published. */
  shownOn: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A policy document or a tender as the seed writes it: published from its date, English, with a Markdown summary. */
export interface LibraryEntrySeed {
  id: string;
  title: string;
  /** "2022-11-14": the date the list shows, and from when the entry is published. */
  publishedOn: string;
  /** Tenders: the closing date, where the notice gives one. */
  closesOn?: string;
  provenance: Provenance;
  source?: PublicSource;
  summary: string;
  imageUrl?: string;
  /** The file: "/files/documents/<id>.pdf". */
  fileUrl: string;
}

/** A frequently asked question as the seed writes it: published, English, in the seed's order, its answer in Markdown. */
export interface FaqSeed {
  /** Stable, and the question's anchor on the page: /resource-hub/faqs#<id>. */
  id: string;
  question: string;
  provenance: Provenance;
  source?: PublicSource;
  answer: string;
}

/** A testimonial as the seed writes it: published, English, in the seed's order. */
export interface TestimonialSeed {
  id: string;
  speaker: string;
  place: string;
  message: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A photo or video category as the seed writes it: published, English, in the seed's order (the filter buttons'). */
export interface GalleryCategorySeed {
  /** Stable, and its address: ?category=<id>. */
  id: string;
  /** The filter button's label. */
  name: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A photo as the seed writes it: published, English, in the seed's order. */
export interface PhotoSeed {
  /** A number, and its address: /resource-hub/photo-gallery/<id>. */
  id: string;
  categoryId: string;
  /** The caption; may be empty. */
  title: string;
  imageUrl: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A video as the seed writes it: published, English, in the seed's order. */
export interface VideoSeed {
  /** A number, and its address: /resource-hub/video-gallery/<id>. */
  id: string;
  categoryId: string;
  title: string;
  /** The thumbnail: "/images/gallery/videos/<clip name>.svg". */
  imageUrl: string;
  /** A clip on this site ("/videos/<name>.mp4") or a YouTube address. */
  videoUrl: string;
  provenance: Provenance;
  source?: PublicSource;
}
