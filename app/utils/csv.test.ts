import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvLine } from "./csv";

describe("csvLine", () => {
  it("quotes what needs quoting, and a CSV reader reads it back", () => {
    const line = csvLine(["Obio/Akpor", 'A "b"', "c,d", "multi\nline", 42]);
    expect(line).toBe('Obio/Akpor,"A ""b""","c,d","multi\nline",42\r\n');
    expect(parse(line)).toEqual([["Obio/Akpor", 'A "b"', "c,d", "multi\nline", "42"]]);
  });

  it("defuses spreadsheet formulas in text cells", () => {
    expect(csvLine(["=HYPERLINK(1)", "@x", -5])).toBe("'=HYPERLINK(1),'@x,-5\r\n");
  });
});
