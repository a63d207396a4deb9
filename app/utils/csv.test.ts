import { describe, expect, it } from "vitest";
import { csvLine, parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks", () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"multi\nline",2,\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["multi\nline", "2", ""],
    ]);
  });

  it("ignores a byte-order mark and a missing final newline", () => {
    expect(parseCsv("\uFEFFx,y\n1,2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });
});

describe("csvLine", () => {
  it("quotes what needs quoting and round-trips", () => {
    const line = csvLine(["Obio/Akpor", 'A "b"', "c,d", 42]);
    expect(line).toBe('Obio/Akpor,"A ""b""","c,d",42\r\n');
    expect(parseCsv(line)).toEqual([["Obio/Akpor", 'A "b"', "c,d", "42"]]);
  });

  it("defuses spreadsheet formulas in text cells", () => {
    expect(csvLine(["=HYPERLINK(1)", "@x", -5])).toBe("'=HYPERLINK(1),'@x,-5\r\n");
  });
});
