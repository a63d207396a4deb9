import { describe, expect, it } from "vitest";
import { aYearAgo, checkExportForm, exportFormEntries } from "./export.server";

describe("the export form", () => {
  it("offers a year's requests from the first of the month", () => {
    expect(aYearAgo("2026-11-25")).toBe("2025-11-01");
    expect(aYearAgo("2027-01-01")).toBe("2026-01-01");
    expect(exportFormEntries(new URLSearchParams(), "2026-11-25")).toEqual({
      entries: { since: "2025-11-01", format: "xlsx" },
      problems: {},
    });
  });

  it("shows a refused download's entries, with what is wrong only when asked to check", () => {
    const refused = new URLSearchParams({ since: "last year", format: "pdf", check: "" });
    expect(exportFormEntries(refused, "2026-11-25")).toEqual({
      entries: { since: "last year", format: "pdf" },
      problems: { since: "Enter the first day to export, as 2026-01-01", format: "Choose the kind of file" },
    });
    refused.delete("check");
    expect(exportFormEntries(refused, "2026-11-25").problems).toEqual({});
  });

  it("reads a real day and a known kind of file", () => {
    expect(checkExportForm({ since: "2026-01-01", format: "csv" }).problems).toEqual({});
    expect(checkExportForm({ since: "2026-02-30", format: "csv" }).since).toBeNull();
  });
});
