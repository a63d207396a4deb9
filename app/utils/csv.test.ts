import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvRows } from "./csv";

describe("csvRows", () => {
  it("quotes what needs quoting, and a CSV reader reads it back", () => {
    const text = csvRows([["Obio/Akpor", 'A "b"', "c,d", "multi\nline", 42]]);
    expect(text).toBe('Obio/Akpor,"A ""b""","c,d","multi\nline",42\r\n');
    expect(parse(text)).toEqual([["Obio/Akpor", 'A "b"', "c,d", "multi\nline", "42"]]);
  });

  it("defuses spreadsheet formulas in text cells", () => {
    expect(csvRows([["=HYPERLINK(1)", "@x", -5]])).toBe("'=HYPERLINK(1),'@x,-5\r\n");
  });

  it("reads back ɗ, ƙ, ẹ and ọ after the byte-order mark", () => {
    const text = CSV_BOM + csvRows([["Ɗanbatta", "Ƙaura", "Ẹgbẹda", "Ọyọ"]]);
    expect(parse(text, { bom: true })).toEqual([["Ɗanbatta", "Ƙaura", "Ẹgbẹda", "Ọyọ"]]);
  });
});
