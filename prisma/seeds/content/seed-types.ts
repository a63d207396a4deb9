import type { NewsLinkKind } from "../../../app/features/news/article";
import type { Provenance, PublicSource } from "../../../app/content/provenance";
import type { StakeholderGroupKey } from "../../../app/features/stakeholders/stakeholder";

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

/** An organisation on the stakeholders page as the seed writes it: published, English, in its group in the seed's order. */
export interface StakeholderSeed {
  /** Also the logo's file name: /images/stakeholders/<id>.svg. */
  id: string;
  name: string;
  /**
   * What the placeholder logo prints large: the organisation's own acronym or
   * short name ("FCDO", "UNHCR"), written here because initials guessed from
   * the words are wrong ("UFCD"). The seed does not store it: only the logo uses it.
   */
  shortName: string;
  groupName: StakeholderGroupKey;
  imageUrl: string;
  websiteUrl: string;
  provenance: Provenance;
  /** A record dated by its year alone gives asAt "2019". */
  source?: PublicSource;
}

/** A member of the management team as the seed writes them: published, English, in the seed's order. */
export interface TeamMemberSeed {
  id: string;
  /** Empty until the office or a dated public report names the person. */
  name: string;
  role: string;
  bio: string;
  portraitUrl: string;
  provenance: Provenance;
  /** A report dated by its year alone gives asAt "2025". */
  source?: PublicSource;
}

/** A way to reach a state's coordinating unit as the seed writes it: published, English, in the seed's order. */
export interface ContactChannelSeed {
  id: string;
  /** "national", or the state's slug (app/content/states.ts). */
  office: string;
  kind: "email" | "phone" | "address" | "hours" | "social" | "domain" | "short-code" | "sender";
  /** What the channel is for ("Toll-free line"); for an account, its network. */
  label?: string;
  value: string;
  provenance: Provenance;
  source?: PublicSource;
}

/**
 * A fake reported to the office as the seed writes it: published from the
 * date it was reported, English. Only fakes a public record names and dates
 * (../shared/research/public-facts.md); none is made up.
 */
export interface KnownFakeSeed {
  id: string;
  kind: "site" | "message" | "scheme";
  /** The fake domain, the message's words or the scheme's name, as people saw it. */
  lookedLike: string;
  /** Where the report says what it asked for. */
  askedFor?: "money" | "personal-data" | "bank-details";
  /** "2025-02-03": the date it was reported. */
  reportedOn: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A home carousel slide as the seed writes it: published, English, in the seed's order. */
export interface CarouselSlideSeed {
  id: string;
  title: string;
  description: string;
  /** A picture in public/, 16:10. */
  imageUrl: string;
  /** A path on the site or an https address; empty for a picture only. */
  link: string;
  provenance: Provenance;
  source?: PublicSource;
}

/** A home page figure as the seed writes it: published, English, in the seed's order within its set. */
export interface CounterSeed {
  id: string;
  /** "register": the row under the carousel; "reach": the row in What We Do. */
  counterSet: "register" | "reach";
  value: number;
  /** After the figure: the "+" of "8,000+". */
  suffix: string;
  label: string;
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

/** A page of content as the seed writes it: published, English; its lead one paragraph of Markdown, its body Markdown. */
export interface ContentPageSeed {
  /** Stable: the page's path without its first slash, "/" as "-". */
  id: string;
  /** The page's address, which a route of the site serves. */
  path: string;
  provenance: Provenance;
  source?: PublicSource;
  lead: string;
  body: string;
}
