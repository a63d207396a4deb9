import { describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation";
import { sitePages } from "~/content/site-pages";
import {
  allPagePaths,
  breadcrumbsFor,
  DEFAULT_HERO,
  heroFor,
  locate,
  pageMetaFor,
  sideLinksFor,
  siteMapSections,
  sitePagePaths,
  usesTwoColumns,
} from "./navigation";

describe("the navigation tree", () => {
  it("holds the groups and sub-pages of docs/product.md, Navigation", () => {
    const tree = Object.fromEntries(navigation.map((g) => [g.path, g.pages.map((p) => p.slug)]));
    expect(tree).toEqual({
      "/who-we-are": ["about-us", "operational-structure", "our-history"],
      "/what-we-do": [
        "national-cash-transfer-programme",
        "community-and-social-development-project",
        "youth-empowerment-and-social-support-operations",
      ],
      "/where-we-work": ["our-state-offices", "nsr-summary-by-lga"],
      "/nsr": [
        "how-the-nigeria-social-register-works",
        "our-targeting-approach",
        "community-based-targeting-process",
        "nsr-coverage-across-nigeria",
        "accessing-the-nsr",
        "nsr-in-action",
        "data-access-request-form",
      ],
      "/get-involved": ["partner-with-us", "our-stakeholders", "tenders", "careers", "learn-more-about-the-nsr"],
      "/resource-hub": ["news", "policy-and-governance-documents", "photo-gallery", "video-gallery", "faqs", "privacy-policy", "esmp"],
    });
  });

  it("marks only the ESMP file as external", () => {
    const external = navigation.flatMap((g) => g.pages.filter((p) => p.external));
    expect(external.map((p) => p.path)).toEqual(["/esmp.pdf"]);
  });

  it("puts every page under its group's path", () => {
    for (const group of navigation)
      for (const page of group.pages.filter((p) => !p.external)) expect(page.path).toBe(`${group.path}/${page.slug}`);
  });
});

describe("locate and heroFor", () => {
  it("finds a page, a deeper address and a group", () => {
    expect(locate("/nsr/accessing-the-nsr").page?.name).toBe("Accessing the NSR");
    expect(locate("/resource-hub/news/some-article").page?.slug).toBe("news");
    expect(locate("/nsr/").group?.title).toBe("NSR");
  });

  it("uses the product's banners and taglines", () => {
    expect(heroFor("/nsr")).toEqual({
      title: "The Nigeria Social Register (NSR)",
      tagline: expect.any(String),
    });
    expect(heroFor("/nsr/nsr-coverage-across-nigeria").tagline).toBe("Every community counts");
    expect(heroFor("/nsr/accessing-the-nsr").tagline).toBe("Verified data for impactful action");
    expect(heroFor("/nsr/nsr-in-action").tagline).toBe("Data that drives real decisions");
    expect(heroFor("/resource-hub/faqs").title).toBe("Frequently Asked Questions");
    expect(heroFor("/resource-hub/policy-and-governance-documents").title).toBe("Policy");
  });

  it("falls back to the group's hero for an unknown page and to the default hero elsewhere", () => {
    expect(heroFor("/get-involved/unknown").title).toBe("Get Involved");
    expect(heroFor("/nowhere")).toEqual(DEFAULT_HERO);
  });
});

describe("breadcrumbsFor", () => {
  it("reads Home > NSR for the NSR section", () => {
    expect(breadcrumbsFor("/nsr").map((c) => c.name)).toEqual(["Home", "NSR"]);
    expect(breadcrumbsFor("/nsr/our-targeting-approach").map((c) => c.name)).toEqual(["Home", "NSR", "Our Targeting Approach"]);
  });
});

describe("sideLinksFor", () => {
  it("lists Get Involved with Partner With Us and the canonical NSR path", () => {
    const group = navigation.find((g) => g.path === "/get-involved")!;
    expect(sideLinksFor(group).map((l) => l.name)).toEqual([
      "Get Involved",
      "Partner With Us",
      "Our Stakeholders",
      "Tenders",
      "Careers",
      "Learn More About the NSR",
    ]);
    expect(sideLinksFor(group).at(-1)?.path).toBe("/get-involved/learn-more-about-the-nsr");
  });

  it("gives Where We Work its own pages, not the old copy error", () => {
    const group = navigation.find((g) => g.path === "/where-we-work")!;
    expect(sideLinksFor(group).map((l) => l.name)).not.toContain("Community and Social Development Project");
  });
});

describe("usesTwoColumns", () => {
  it("splits a group only when it has more than 7 pages", () => {
    const group = navigation.find((g) => g.path === "/nsr")!;
    expect(usesTwoColumns(group)).toBe(false);
    expect(usesTwoColumns({ ...group, pages: [...group.pages, group.pages[0]!] })).toBe(true);
  });
});

it("allPagePaths lists home, every group and every sub-page once", () => {
  const expected = [
    "/",
    ...navigation.map((g) => g.path),
    ...navigation.flatMap((g) => g.pages.filter((p) => !p.external).map((p) => p.path)),
  ];
  expect([...allPagePaths()].sort()).toEqual(expected.sort());
  expect(new Set(allPagePaths()).size).toBe(allPagePaths().length);
  expect(allPagePaths()).not.toContain("/esmp.pdf");
});

describe("the pages outside the sections", () => {
  it("have their own hero and description, and a breadcrumb of Home and themselves", () => {
    expect(locate("/accessibility")).toEqual({ page: sitePages.accessibility });
    expect(heroFor("/accessibility").title).toBe("Accessibility Statement");
    expect(breadcrumbsFor("/sitemap").map((c) => [c.name, c.path])).toEqual([
      ["Home", "/"],
      ["Site map", "/sitemap"],
    ]);
    expect(pageMetaFor("/accessibility").title).toBe("Accessibility Statement – NASSCO");
    expect(sitePagePaths()).toEqual(["/contact", "/accessibility", "/sitemap"]);
  });

  it("stay out of the tree's own list", () => {
    for (const path of sitePagePaths()) expect(allPagePaths()).not.toContain(path);
  });
});

describe("siteMapSections", () => {
  it("lists every group with every page, files included, then contact and accessibility, but not the site map", () => {
    const sections = siteMapSections();
    expect(sections.slice(0, navigation.length).map((s) => [s.title, s.path, s.pages])).toEqual(
      navigation.map((g) => [g.title, g.path, g.pages]),
    );
    const about = sections.at(-1)!;
    expect(about.path).toBeUndefined();
    expect(about.pages.map((p) => p.path)).toEqual(["/contact", "/accessibility"]);
    const listed = new Set(sections.flatMap((s) => [s.path, ...s.pages.map((p) => p.path)]));
    for (const path of allPagePaths().filter((p) => p !== "/")) expect(listed.has(path), path).toBe(true);
    expect(listed.has("/esmp.pdf")).toBe(true);
  });
});
