import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LGA_SAMPLE } from "~/content/register-sample";
import { LgaImportError, parseLgaCsv, PROBLEMS_LISTED } from "~/features/register/import.server";

const HEADER = "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n";

describe("parseLgaCsv", () => {
  it("reads rows in any column order, with a blank total row and thousands separators", () => {
    const rows = parseLgaCsv(
      'LGA,STATE,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n,,"1,000",4000,2000,2000\nAba North,Abia,"1,000",4000,2000,2000\n',
    );
    expect(rows).toEqual([
      { state: "", lga: "", households: 1000, individuals: 4000, male: 2000, female: 2000, isTotal: true },
      { state: "Abia", lga: "Aba North", households: 1000, individuals: 4000, male: 2000, female: 2000, isTotal: false },
    ]);
  });

  it("keeps inconsistent figures as given", () => {
    const [row] = parseLgaCsv(`${HEADER}Abia,Aba North,10,40,5,90\n`);
    expect(row).toMatchObject({ male: 5, female: 90 });
  });

  it.each([
    ["missing columns", "STATE,LGA,HOUSEHOLDS\nAbia,Aba,1\n", /Row 1: missing columns INDIVIDUALS, MALE, FEMALE/],
    ["a non-numeric count", `${HEADER}Abia,Aba North,12a4,40,20,20\n`, /Row 2: HOUSEHOLDS must be a whole number, not "12a4"/],
    ["a negative count", `${HEADER}Abia,Aba North,1,40,-20,20\n`, /Row 2: MALE must be a whole number/],
    ["an empty LGA", `${HEADER}Abia,Aba North,1,4,2,2\nAbia,,1,4,2,2\n`, /Row 3: the LGA is empty/],
    ["a second total row", `${HEADER},,2,8,4,4\nAbia,Aba,1,4,2,2\n,,1,4,2,2\nAbia,Bende,1,4,2,2\n`, /Row 4: a second national total row/],
    ["no LGA rows", `${HEADER},,1,4,2,2\n`, /no LGA rows/],
  ])("refuses %s with a row-numbered message", (_, csv, message) => {
    expect(() => parseLgaCsv(csv)).toThrow(LgaImportError);
    expect(() => parseLgaCsv(csv)).toThrow(message);
  });

  it("lists every problem in the file at once, in row order", () => {
    const csv = `${HEADER}Abia,Aba North,many,40,20,x\nAbia,,1,4,2,2\n,Bende,1,4,2,2\nAbia,Isuikwuato,1,4,2,2\n`;
    const error = catchError(() => parseLgaCsv(csv));
    expect(error.problems).toEqual([
      'Row 2: HOUSEHOLDS must be a whole number, not "many".',
      'Row 2: FEMALE must be a whole number, not "x".',
      "Row 3: the LGA is empty. Only the national total row may leave STATE and LGA blank.",
      'Row 4: the STATE is empty for LGA "Bende".',
    ]);
    expect(error.more).toBe(0);
    expect(error.message).toMatch(/^4 problems: Row 2: HOUSEHOLDS/);
  });

  it("refuses a national total that is not the sum of the LGA rows, giving both figures for each column", () => {
    const error = catchError(() => parseLgaCsv(`${HEADER},,8352252,40,20,20\nAbia,Aba North,8352000,30,20,10\nAbia,Bende,1752,10,0,10\n`));
    expect(error.problems).toEqual([
      "Row 2: the national total gives 8,352,252 for HOUSEHOLDS, but the LGA rows add up to 8,353,752. Correct the total or the rows so that they agree.",
    ]);
    // Without a total row there is nothing to compare.
    expect(parseLgaCsv(`${HEADER}Abia,Aba North,1,4,2,2\n`)).toHaveLength(1);
  });

  it("lists the first 50 problems of a very bad file and counts the rest", () => {
    const csv = HEADER + Array.from({ length: 120 }, () => "Abia,Aba North,x,4,2,2\n").join("");
    const error = catchError(() => parseLgaCsv(csv));
    expect(error.problems).toHaveLength(PROBLEMS_LISTED);
    expect(error.problems.at(-1)).toMatch(/^Row 51: /);
    expect(error.more).toBe(70);
    expect(error.message).toMatch(/120 problems: .* And 70 more not listed\.$/);
  });

  it("refuses a state or an LGA not on the register's list, with every other problem, each naming its row", () => {
    const sample = readFileSync(LGA_SAMPLE.file, "utf8");
    const kanoo = sample.replace("\nAbia,Aba South,", "\nKanoo,Aba South,").replace("\nAbia,Bende,", "\nAbia,Bendel,");
    const error = catchError(() => parseLgaCsv(kanoo.replace(/\nAbia,Arochukwu,\d+/, "\nAbia,Arochukwu,many")));
    expect(error.problems).toEqual([
      'Row 4: "Kanoo" is not one of the 36 states and the FCT. Did you mean "Kano"?',
      'Row 5: HOUSEHOLDS must be a whole number, not "many".',
      'Row 6: "Bendel" is not an LGA of Abia in the register\'s list. Did you mean "Bende"? If it is a new or renamed LGA, an administrator adds it to the list first.',
    ]);
    // An unknown LGA of a known state is one an administrator may add; a state never is.
    expect(error.unknownLgas).toEqual([{ state: "Abia", lga: "Bendel" }]);
    const added = [{ state: "Abia", lga: "Bendel" }];
    expect(parseLgaCsv(kanoo.replace("Kanoo,", "Abia,"), added)).toHaveLength(sample.trim().split("\n").length - 1);
  });

  it("stores the list's name of a state, and of an LGA written in a known other spelling", () => {
    const rows = parseLgaCsv(`${HEADER}Federal Capital Territory,Kuje,1,4,2,2\nogun,Egbado South,1,4,2,2\nEkiti,Ido-Osi,1,4,2,2\n`);
    expect(rows.map((row) => [row.state, row.lga])).toEqual([
      ["FCT", "Kuje"],
      ["Ogun", "Yewa South"],
      ["Ekiti", "Ido-Osi"],
    ]);
  });

  it("accepts the shipped sample, whose total is the sum of its rows", () => {
    const rows = parseLgaCsv(readFileSync(LGA_SAMPLE.file, "utf8"));
    expect(rows.filter((row) => row.isTotal)).toHaveLength(1);
  });
});

function catchError(read: () => unknown): LgaImportError {
  try {
    read();
  } catch (error) {
    if (error instanceof LgaImportError) return error;
    throw error;
  }
  throw new Error("The file was accepted");
}
