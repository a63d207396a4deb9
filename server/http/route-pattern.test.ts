import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routePatterns, UNKNOWN_ROUTE } from "./route-pattern";

/** A route table shaped like the site's: root, index, a nested page, a dynamic one, the catch-all. */
const route = (id: string, path: string | undefined, extra: object = {}) => ({
  id,
  path,
  parentId: id === "root" ? undefined : "root",
  module: {},
  ...extra,
});
const build = {
  routes: {
    root: route("root", ""),
    "routes/_index": route("routes/_index", undefined, { index: true }),
    "routes/news.$slug": route("routes/news.$slug", "news/:slug"),
    "routes/$group.$page": route("routes/$group.$page", ":group/:page"),
    "routes/search": route("routes/search", "search"),
    "routes/$": route("routes/$", "*"),
  },
} as unknown as ServerBuild;
const patternOf = routePatterns(build);

describe("routePatterns", () => {
  it("names a request by its route's pattern, never by what was typed", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/search")).toBe("/search");
    expect(patternOf("/news/someone@example.org")).toBe("/news/:slug");
    expect(patternOf("/who-we-are/about-us")).toBe("/:group/:page");
    expect(patternOf("/a/b/c/d")).toBe(UNKNOWN_ROUTE);
  });

  it("gives single-fetch data requests their page's pattern", () => {
    expect(patternOf("/news/x.data")).toBe("/news/:slug.data");
    expect(patternOf("/_root.data")).toBe("/.data");
  });

  it("takes a path it cannot decode as unknown", () => {
    expect(patternOf("/%E0%A4%A")).toBe(UNKNOWN_ROUTE);
  });
});
