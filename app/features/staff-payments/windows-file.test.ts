import { describe, expect, it } from "vitest";
import { readWindowsFile, rowProblem } from "./windows-file";

const HEADER =
  "id,programme,year,tranche,state,lgas,opens_on,closes_on,amount_naira,by_bank,by_wallet,at_pay_points,pay_points,pause_reason,source,checked_on";
const ROW =
  ",cash-transfer,2027,1,Kano,Dala; Fagge,2027-03-12,2027-03-16,,yes,no,yes,Dala LGA secretariat; Fagge town hall,,NCTO,2027-02-01";

describe("a file of payment windows", () => {
  it("reads each row into the form's entries: lists one item a line, yes and no as a box ticked or not", () => {
    const file = readWindowsFile(`\uFEFF${HEADER}\r\n${ROW}\r\n`);
    expect(file).toEqual({
      problems: [],
      windows: [
        {
          row: 2,
          id: "",
          entries: expect.objectContaining({
            programme: "cash-transfer",
            cycle_year: "2027",
            cycle_number: "1",
            state: "Kano",
            lgas: "Dala\nFagge",
            opens_on: "2027-03-12",
            by_bank: "on",
            by_wallet: "",
            at_pay_points: "on",
            pay_points: "Dala LGA secretariat\nFagge town hall",
            pause_reason: "",
            source_name: "NCTO",
            provenance: "illustrative",
          }),
        },
      ],
    });
  });

  it("takes the columns in any order and case, with the optional ones left out", () => {
    const columns = HEADER.split(",");
    const cells = ROW.split(",");
    const order = columns.map((_, index) => index).reverse();
    const text = [order.map((index) => columns[index]!.toUpperCase()).join(","), order.map((index) => cells[index]).join(",")].join("\n");
    const file = readWindowsFile(text);
    expect(file.windows[0]!.entries.state).toBe("Kano");
  });

  it("refuses the header's problems at once, each named", () => {
    const file = readWindowsFile(`${HEADER.replace("tranche", "cycle")},colour\n${ROW},red\n`);
    expect(file).toEqual({
      windows: [],
      problems: [
        "Row 1: “cycle” is not a column of this file.",
        "Row 1: “colour” is not a column of this file.",
        "Row 1: the file has no column “tranche”.",
      ],
    });
  });

  it("names every row whose cells do not fit, and a yes or no that is neither, and reads the others", () => {
    const file = readWindowsFile(`${HEADER}\n${ROW}\n${ROW},extra\n${ROW.replace("yes,no,yes", "yes,maybe,yes")}\n`);
    expect(file.problems).toEqual([
      "Row 3: it has 17 cells where the header has 16 columns.",
      "Row 4, by_wallet: write yes or no, not “maybe”.",
    ]);
    expect(file.windows.map((window) => window.row)).toEqual([2]);
  });

  it("refuses an empty file, a file of no windows, and CSV that cannot be read", () => {
    expect(readWindowsFile("")).toEqual({ windows: [], problems: [expect.stringContaining("The file is empty")] });
    expect(readWindowsFile(`${HEADER}\n\n`)).toEqual({ windows: [], problems: [expect.stringContaining("no window")] });
    expect(readWindowsFile(`${HEADER}\n"unclosed,2027`)).toEqual({
      windows: [],
      problems: [expect.stringMatching(/^Row \d+: this is not valid CSV/)],
    });
  });

  it("words a form's problem by row and column, a list's line as the cell's item", () => {
    expect(rowProblem(5, "lgas", "Line 2: “Dalla” is not an LGA of Kano in the register's list. Did you mean Dala?")).toBe(
      "Row 5, lgas: item 2: “Dalla” is not an LGA of Kano in the register's list. Did you mean Dala?",
    );
    expect(rowProblem(3, "cycle_year", "Enter year of the cycle")).toBe("Row 3, year: Enter year of the cycle.");
  });
});
