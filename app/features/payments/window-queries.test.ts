import { describe, expect, it } from "vitest";
import { WINDOW_QUERIES } from "./window-queries";

describe("the payment pages' statements", () => {
  it.each(Object.entries(WINDOW_QUERIES))("%s numbers its parameters once each, in order, as the runner passes them", (_, sql) => {
    const numbers = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(Object.entries(WINDOW_QUERIES))("%s reads live windows only, and a bounded number of rows", (name, sql) => {
    if (name !== "changes") expect(sql).toContain("content_is_live(status, publish_at, unpublish_at)");
    // /payments reads one row a state; every other list has a LIMIT.
    if (name !== "soonestByState") expect(sql).toMatch(/LIMIT (\$\d+|\d+)$/);
  });
});
