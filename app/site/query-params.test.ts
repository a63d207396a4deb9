import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { canonicalQueryKey, knownQueryParams, withoutUnknownParams } from "./query-params";

describe("the query parameters each address reads", () => {
  it("names them by the site's paths, the same in every language", () => {
    expect(knownQueryParams(paths.search)).toEqual(["query", "page"]);
    expect(knownQueryParams(`/ha${paths.search}`)).toEqual(["query", "page"]);
    expect(knownQueryParams("/pcm")).toEqual(["newsletter"]);
    expect(knownQueryParams(paths.lgaTableCsvIllustrative)).toEqual(["q", "state", "sort", "dir", "size", "page"]);
    expect(knownQueryParams(paths.darStatus)).toEqual(["reference", "code"]);
    expect(knownQueryParams(`/yo${paths.newsletterUnsubscribe}`)).toEqual(["token"]);
    expect(knownQueryParams(paths.apiSearch)).toEqual(["query"]);
    // The payment alert mails' links, whose addresses have the shape of an LGA's page.
    expect(knownQueryParams(`/ha${paths.paymentsAlertsStop}`)).toEqual(["token"]);
    expect(knownQueryParams("/payments/kano/dala")).toEqual(["older"]);
  });

  it("gives a gallery's item pages, one segment below it, their own, and nothing deeper or elsewhere", () => {
    expect(knownQueryParams(paths.videoGallery)).toEqual(["category", "page", "open"]);
    expect(knownQueryParams(`/ig${paths.photoGallery}/12`)).toEqual(["category"]);
    expect(knownQueryParams(`${paths.photoGallery}/12/more`)).toEqual([]);
    expect(knownQueryParams(`${paths.photoGallery}/`)).toEqual([]);
    expect(knownQueryParams(`${paths.search}/12`)).toEqual([]);
    expect(knownQueryParams("/resource-hub/photo-gallery-old")).toEqual([]);
  });

  it("reads none on any other address, so its parameters are dropped and never make a second cache entry", () => {
    expect(knownQueryParams("/who-we-are/about-us")).toEqual([]);
    expect(withoutUnknownParams("/ha/contact", new URLSearchParams("utm_source=x&page=/nsr"))?.toString()).toBe("page=%2Fnsr");
    expect(withoutUnknownParams(paths.news, new URLSearchParams("page=2"))).toBeNull();
    expect(canonicalQueryKey(paths.coverage, new URLSearchParams("dir=desc&fbclid=1&sort=state"))).toBe(
      `${paths.coverage}?dir=desc&sort=state`,
    );
    expect(canonicalQueryKey("/nsr", new URLSearchParams("page=2"))).toBe("/nsr");
  });
});
