import type { Sourced } from "./provenance";

/** A category of the photo gallery: its filter button. */
export interface PhotoCategory {
  /** The button's label, as the spec spells it, e.g. "Stakeholder's Conference". */
  name: string;
  /** slugify(name), e.g. "stakeholders-conference". */
  slug: string;
}

/** A photo of the photo gallery. */
export interface PhotoItem extends Sourced {
  /** 1 to 213, unique. */
  id: number;
  /** The name of one of the photo categories. */
  category: string;
  /** The caption; may be empty, and then the lightbox shows no caption. */
  title: string;
  /** "/images/gallery/photos/<id>.svg". */
  image: string;
  /** The same address as image. */
  pageLink: string;
}

/** The filters of the video gallery, besides All. */
export type VideoCategory = "NSR" | "International Partners" | "Team Bonding";

/** A video of the video gallery. */
export interface VideoItem extends Sourced {
  id: number;
  category: VideoCategory;
  title: string;
  /** The thumbnail: "/images/gallery/videos/<clip name>.svg". */
  image: string;
  /**
   * A local clip ("/videos/<name>.mp4"), played in the native player. The spec
   * also allows an embedded online video's address; we know of none.
   */
  videoSrc: string;
}
