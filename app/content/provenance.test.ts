import { describe, expect, it } from "vitest";
import { publishedLabel } from "./provenance";

describe("the label of a fact from public reports", () => {
  it("gives the month and year the report describes", () => {
    expect(publishedLabel({ url: "https://stadtdaily.news/x", asAt: "2023-10-17" })).toBe(
      "From public reports, as at October 2023; to be confirmed by the office.",
    );
  });

  it("gives only the year when the report gives no month", () => {
    expect(publishedLabel({ url: "https://bizwatchnigeria.ng/x", asAt: "2025" })).toBe(
      "From public reports, as at 2025; to be confirmed by the office.",
    );
  });
});
