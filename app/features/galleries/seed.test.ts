import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { slugify } from "~/utils/slug";
import { seededNews } from "../../../prisma/seeds/content/news-articles";
import { photoCategorySeed as photoCategories, photoSeed as photos } from "../../../prisma/seeds/content/photos";
import { videoCategorySeed as videoCategories, videoSeed as videos } from "../../../prisma/seeds/content/videos";

/** The launch galleries as the seed writes them (their ids are the addresses readers know). */

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
  it("hold the product's 20, in its order, each with its slugify() slug as its id", () => {
    expect(photoCategories.map((c) => c.name).filter((name) => SPEC_CATEGORIES.includes(name))).toEqual(SPEC_CATEGORIES);
    for (const category of photoCategories) expect(category.id).toBe(slugify(category.name));
    expect(photoCategories.find((c) => c.name === SPEC_CATEGORIES[0])!.id).toBe("stakeholders-conference");
    expect(photoCategories.find((c) => c.name === "Call Center Orientation (969)")!.id).toBe("call-center-orientation-969");
    expect(new Set(photoCategories.map((c) => c.id)).size).toBe(photoCategories.length);
  });
});

describe("the photos", () => {
  it("have ids 1 to their number, in order", () => {
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.map((p) => p.id)).toEqual(Array.from({ length: photos.length }, (_, i) => String(i + 1)));
  });

  it("each belong to one of the categories, and every category is used", () => {
    expect([...new Set(photos.map((photo) => photo.categoryId))]).toEqual(photoCategories.map((c) => c.id));
  });

  it("are grouped by category in the category order", () => {
    const ids = photoCategories.map((c) => c.id);
    const order = photos.map((p) => ids.indexOf(p.categoryId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("leave the title empty for about one photo in five", () => {
    const untitled = photos.filter((p) => p.title === "").length;
    expect(untitled).toBeGreaterThan(photos.length * 0.1);
    expect(untitled).toBeLessThan(photos.length * 0.3);
    for (const photo of photos) expect(photo.title).toBe(photo.title.trim());
  });

  it("each have their own placeholder tile", () => {
    for (const photo of photos) {
      expect(photo.imageUrl).toBe(`/images/gallery/photos/${photo.id}.svg`);
      expect(existsSync(publicFile(photo.imageUrl)), photo.imageUrl).toBe(true);
    }
  });

  it("have tiles of at most 15 KB that say they are placeholders", () => {
    for (const photo of photos) {
      const file = publicFile(photo.imageUrl);
      expect(statSync(file).size, photo.imageUrl).toBeLessThanOrEqual(15 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/<svg[^>]* viewBox="0 0 640 480" width="640" height="480"/);
      expect(svg).toMatch(/<title>Placeholder photo: /);
    }
  });
});

describe("the videos", () => {
  it("have unique ids, in the product's categories (NSR, International Partners, Team Bonding), each of which is used", () => {
    expect(new Set(videos.map((v) => v.id)).size).toBe(videos.length);
    expect(videoCategories.map((c) => c.name)).toEqual(["NSR", "International Partners", "Team Bonding"]);
    for (const category of videoCategories) expect(category.id).toBe(slugify(category.name));
    expect([...new Set(videos.map((v) => v.categoryId))]).toEqual(videoCategories.map((c) => c.id));
    // The product's six NSR videos at least.
    expect(videos.filter((v) => v.categoryId === "nsr").length).toBeGreaterThanOrEqual(6);
  });

  it("include the 4 television interviews, the conference highlights and About NSR", () => {
    expect(videos.filter((v) => /interview/i.test(v.title)).length).toBeGreaterThanOrEqual(4);
    expect(videos.some((v) => /conference highlights|highlights of .*conference/i.test(v.title))).toBe(true);
    expect(videos.some((v) => v.title === "About NSR")).toBe(true);
  });

  it("play local clips and have thumbnails, all of which exist", () => {
    for (const video of videos) {
      expect(video.videoUrl).toMatch(/^\/videos\/[a-z0-9-]+\.mp4$/);
      expect(video.imageUrl).toMatch(/^\/images\/gallery\/videos\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(video.videoUrl)), video.videoUrl).toBe(true);
      expect(existsSync(publicFile(video.imageUrl)), video.imageUrl).toBe(true);
    }
    expect(new Set(videos.map((v) => v.videoUrl)).size).toBe(videos.length);
  });

  it("share a news item's title when they share its clip, since the placeholder clip shows that title", () => {
    for (const item of seededNews.filter((entry) => entry.linkKind === "video")) {
      const video = videos.find((v) => v.videoUrl === item.link);
      if (video) expect(video.title).toBe(item.title);
    }
  });
});
