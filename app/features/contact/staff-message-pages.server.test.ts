import { describe, expect, it } from "vitest";
import { listPageOf } from "./staff-message-pages.server";

describe("the page of messages an address asks for", () => {
  const page = (value?: string) => listPageOf(new URLSearchParams(value === undefined ? {} : { page: value }));
  it("is the first without one, or for anything that is not a page", () => {
    expect(page()).toBe(1);
    expect(page("two")).toBe(1);
    expect(page("0")).toBe(1);
    expect(page("-3")).toBe(1);
  });

  it("is the one asked for, up to 10,000", () => {
    expect(page("3")).toBe(3);
    expect(page("3abc")).toBe(3);
    expect(page("99999")).toBe(10_000);
  });
});
