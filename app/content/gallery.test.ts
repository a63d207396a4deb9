import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slugify } from "~/utils/slug";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { photoCategories, photoCategoryCounts, photos } from "./photo-gallery";
import { videoCategories, videos } from "./video-gallery";

const publicFile = (url: string) => path.join("public", url);

/** The 20 categories of docs/product.md, "Pages", in order (the three state visits named by us). */
const SPEC_CATEGORIES = [
  "Stakeholder's Conference",
  "UNGA 2025",
  "Monitoring & Evaluation of NIN Integration",
  "World Bank Mission",
  "World Bank Mid-Year Review Mission",
  "Stepdown Training on NIN Integration",
  "Adaptive Social Protection Training",
  "Publications",
  "Presidential Panel on Social Investment Programmes",
  "Press Conference on Social Protection in Nigeria",
  "State Coordinators Meeting",
  "Team Bonding Nassco & NCTO",
  "Kaduna State Visit",
  "Nasarawa State Visit",
  "Niger State Visit",
  "South-South Learning Forum in Rwanda",
  "NG Cares 2.0 Stakeholder Meeting",
  "Call Center Orientation (969)",
  "2020 Highlights",
  "2019 Highlights",
];

describe("the photo categories", () => {
  it("hold the product's 20, in its order, each with its own slugify() slug", () => {
    expect(photoCategories.map((c) => c.name).filter((name) => SPEC_CATEGORIES.includes(name))).toEqual(SPEC_CATEGORIES);
    for (const category of photoCategories) expect(category.slug).toBe(slugify(category.name));
    expect(photoCategories.find((c) => c.name === SPEC_CATEGORIES[0])!.slug).toBe("stakeholders-conference");
    expect(photoCategories.find((c) => c.name === "Call Center Orientation (969)")!.slug).toBe("call-center-orientation-969");
    expect(new Set(photoCategories.map((c) => c.slug)).size).toBe(photoCategories.length);
  });
});

describe("the photos", () => {
  it("have ids 1 to their number, in order", () => {
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.map((p) => p.id)).toEqual(Array.from({ length: photos.length }, (_, i) => i + 1));
  });

  it("each belong to one of the categories, every category is used, and the counts match the table", () => {
    const names = photoCategories.map((c) => c.name);
    const counts = new Map<string, number>();
    for (const photo of photos) counts.set(photo.category, (counts.get(photo.category) ?? 0) + 1);
    expect([...counts.keys()]).toEqual(names);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(photoCategoryCounts));
    expect(photoCategoryCounts.reduce((sum, [, n]) => sum + n, 0)).toBe(photos.length);
  });

  it("are grouped by category in the category order", () => {
    const names = photoCategories.map((c) => c.name);
    const order = photos.map((p) => names.indexOf(p.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("leave the title empty for about one photo in five", () => {
    const untitled = photos.filter((p) => p.title === "").length;
    expect(untitled).toBeGreaterThan(photos.length * 0.1);
    expect(untitled).toBeLessThan(photos.length * 0.3);
    for (const photo of photos) expect(photo.title).toBe(photo.title.trim());
  });

  it("each have their own placeholder tile, linked as both image and pageLink", () => {
    for (const photo of photos) {
      expect(photo.image).toBe(`/images/gallery/photos/${photo.id}.svg`);
      expect(photo.pageLink).toBe(photo.image);
      expect(existsSync(publicFile(photo.image)), photo.image).toBe(true);
    }
  });

  it("have tiles of at most 15 KB that say they are placeholders", () => {
    for (const photo of photos) {
      const file = publicFile(photo.image);
      expect(statSync(file).size, photo.image).toBeLessThanOrEqual(15 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/<svg[^>]* viewBox="0 0 640 480" width="640" height="480"/);
      expect(svg).toMatch(/<title>Placeholder photo: /);
    }
  });
});

describe("the videos", () => {
  it("have unique ids, in the product's categories (NSR, International Partners, Team Bonding), each of which is used", () => {
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
    expect(videoCategories.filter((name) => ["NSR", "International Partners", "Team Bonding"].includes(name))).toEqual([
      "NSR",
      "International Partners",
      "Team Bonding",
    ]);
    for (const video of videos) expect(videoCategories).toContain(video.category);
    for (const category of videoCategories)
      expect(
        videos.some((v) => v.category === category),
        category,
      ).toBe(true);
    // The product's six NSR videos at least.
    expect(videos.filter((v) => v.category === "NSR").length).toBeGreaterThanOrEqual(6);
  });

  it("include the 4 television interviews, the conference highlights and About NSR", () => {
    expect(videos.filter((v) => /interview/i.test(v.title)).length).toBeGreaterThanOrEqual(4);
    expect(videos.some((v) => /conference highlights|highlights of .*conference/i.test(v.title))).toBe(true);
    expect(videos.some((v) => v.title === "About NSR")).toBe(true);
  });

  it("play local clips and have thumbnails, all of which exist", () => {
    for (const video of videos) {
      expect(video.videoSrc).toMatch(/^\/videos\/[a-z0-9-]+\.mp4$/);
      expect(video.image).toMatch(/^\/images\/gallery\/videos\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(video.videoSrc)), video.videoSrc).toBe(true);
      expect(existsSync(publicFile(video.image)), video.image).toBe(true);
    }
    expect(new Set(videos.map((v) => v.videoSrc)).size).toBe(videos.length);
  });

  it("share a news item's title when they share its clip, since the placeholder clip shows that title", () => {
    for (const item of seededNews.filter((entry) => entry.linkKind === "video")) {
      const video = videos.find((v) => v.videoSrc === item.link);
      if (video) expect(video.title).toBe(item.title);
    }
  });
});
