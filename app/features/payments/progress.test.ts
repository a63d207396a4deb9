import { describe, expect, it } from "vitest";
import { cycleOfKey, percentPaid, progressCsvRow, PROGRESS_CSV_COLUMNS } from "./progress";
import { progressMetadata } from "./progress-csv";
import { PUBLISHED_COLUMNS } from "./published-columns";

describe("payment progress", () => {
  it("reads a cycle from an address only as YEAR-NUMBER within the programme's years", () => {
    expect(cycleOfKey("2026-2")).toEqual({ year: 2026, number: 2 });
    for (const key of ["2026-0", "2026-25", "2015-1", "2026", "latest", "2026-2; DROP", null])
      expect(cycleOfKey(key), String(key)).toBeNull();
  });

  it("rounds the share paid down, so nearly everyone paid is never shown as everyone", () => {
    expect(percentPaid({ due: 1000, paid: 996 })).toBe(99);
    expect(percentPaid({ due: 1000, paid: 1000 })).toBe(100);
    expect(percentPaid({ due: 0, paid: 0 })).toBe(0);
  });

  it("publishes in its file only columns the list names, none of them a staff name, each described", () => {
    const listed = PUBLISHED_COLUMNS.payment_progress!;
    for (const column of PROGRESS_CSV_COLUMNS) {
      expect(listed[column], column).toBeDefined();
      expect(listed[column], column).not.toBe("staff name");
    }
    const described = progressMetadata("https://nassco.example").tableSchema.columns;
    expect(described.map((column) => column.name)).toEqual([...PROGRESS_CSV_COLUMNS]);
    for (const column of described) expect(column["dc:description"].length, column.name).toBeGreaterThan(20);
  });

  it("writes a row's time as Lagos reads it, with its offset", () => {
    const row = progressCsvRow({
      cycle: { year: 2026, number: 2 },
      state: "Kano",
      lga: "Dala",
      due: 2000,
      paid: 1500,
      asAt: "2026-03-12T13:00:00.000Z",
      sourceName: "NCTO",
    });
    expect(row).toEqual({
      cycle_year: 2026,
      cycle_number: 2,
      state: "Kano",
      lga: "Dala",
      households_due: 2000,
      households_paid: 1500,
      as_at: "2026-03-12T14:00:00+01:00",
      source_name: "NCTO",
    });
  });
});
