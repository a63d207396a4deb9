import { describe, expect, it } from "vitest";
import { revalidateSiteData } from "./revalidate";

const at = (path: string) => new URL(path, "https://nassco.example");
const ask = (from: string, to: string, formMethod?: "POST") =>
  revalidateSiteData({
    currentUrl: at(from),
    nextUrl: at(to),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  });

describe("revalidateSiteData", () => {
  it("keeps the site's data when only the query changes", () => {
    expect(ask("/resource-hub/photo-gallery", "/resource-hub/photo-gallery?open=4")).toBe(false);
    expect(ask("/search?q=nsr", "/search?q=cash")).toBe(false);
  });

  it("reads it again on another page", () => {
    expect(ask("/resource-hub/photo-gallery", "/resource-hub/video-gallery")).toBe(true);
  });

  it("reads it again after a form is sent, even to the same page", () => {
    expect(ask("/privacy-policy", "/privacy-policy", "POST")).toBe(true);
  });
});
