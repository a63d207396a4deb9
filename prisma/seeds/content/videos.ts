import type { GalleryCategorySeed, VideoSeed } from "./seed-types";

/**
 * The video gallery at launch, as the seed writes it into video_category and
 * video (prisma/seeds/content.ts): 8 videos in 3 categories (docs/product.md,
 * "Pages").
 *
 * Every clip is a local placeholder (/videos/<name>.mp4, written by
 * npm run placeholders:videos) with a thumbnail at
 * /images/gallery/videos/<name>.svg (npm run placeholders). We know no real
 * addresses of the office's videos online, so none is embedded. A clip also
 * linked from a news item keeps that item's title, which is the text the
 * placeholder clip shows.
 */

/** The filter buttons after All, in order; the product names all three. */
export const videoCategorySeed: GalleryCategorySeed[] = [
  { id: "nsr", name: "NSR", provenance: "spec" },
  { id: "international-partners", name: "International Partners", provenance: "spec" },
  { id: "team-bonding", name: "Team Bonding", provenance: "spec" },
];

function video(id: number, categoryId: string, title: string, clip: string): VideoSeed {
  return {
    id: String(id),
    categoryId,
    title,
    imageUrl: `/images/gallery/videos/${clip}.svg`,
    videoUrl: `/videos/${clip}.mp4`,
    provenance: "illustrative",
  };
}

export const videoSeed: VideoSeed[] = [
  video(1, "nsr", "Television Interview: The National Coordinator Explains the National Social Register", "tv-interview-1"),
  video(2, "nsr", "Television Interview on NIN Integration and the Social Register", "tv-interview-2"),
  video(3, "nsr", "Television Interview: How Households Are Identified for the National Social Register", "tv-interview-3"),
  video(4, "nsr", "Television Interview: Enquiries and Complaints Through the 969 Toll-Free Line", "tv-interview-4"),
  video(5, "nsr", "Highlights of the National Stakeholders Conference on Social Protection", "stakeholders-conference-highlights"),
  video(6, "nsr", "About NSR", "about-nsr"),
  video(7, "international-partners", "NASSCO and International Partners on Social Protection", "international-partners"),
  video(8, "team-bonding", "Team Bonding: NASSCO and NCTO Staff", "team-bonding"),
];
