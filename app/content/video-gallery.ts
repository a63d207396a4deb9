import type { VideoCategory, VideoItem } from "./gallery-types";

/**
 * The video gallery: 8 videos in 3 categories (docs/product.md, "Pages").
 *
 * Every clip is a local placeholder (/videos/<name>.mp4, written by
 * npm run placeholders:videos) with a thumbnail at
 * /images/gallery/videos/<name>.svg (npm run placeholders). We know no real
 * addresses of the office's videos online, so none is embedded. A clip also
 * linked from a news item keeps that item's title, which is the text the
 * placeholder clip shows.
 */

/** The filter buttons after All, in order. */
export const videoCategories: VideoCategory[] = ["NSR", "International Partners", "Team Bonding"];

function video(id: number, category: VideoCategory, title: string, clip: string): VideoItem {
  return { id, category, title, image: `/images/gallery/videos/${clip}.svg`, videoSrc: `/videos/${clip}.mp4`, provenance: "illustrative" };
}

export const videos: VideoItem[] = [
  video(1, "NSR", "Television Interview: The National Coordinator Explains the National Social Register", "tv-interview-1"),
  video(2, "NSR", "Television Interview on NIN Integration and the Social Register", "tv-interview-2"),
  video(3, "NSR", "Television Interview: How Households Are Identified for the National Social Register", "tv-interview-3"),
  video(4, "NSR", "Television Interview: Enquiries and Complaints Through the 969 Toll-Free Line", "tv-interview-4"),
  video(5, "NSR", "Highlights of the National Stakeholders Conference on Social Protection", "stakeholders-conference-highlights"),
  video(6, "NSR", "About NSR", "about-nsr"),
  video(7, "International Partners", "NASSCO and International Partners on Social Protection", "international-partners"),
  video(8, "Team Bonding", "Team Bonding: NASSCO and NCTO Staff", "team-bonding"),
];
