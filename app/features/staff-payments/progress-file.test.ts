import { describe, expect, it } from "vitest";
import { registerReference } from "~/features/places/reference";
import { cycleLgasOf, readProgressFile } from "./progress-file";
import { progressFormOf } from "./progress-form";

/** The office's progress file read as the back office reads it (decision 0108, slice 3): every problem at once, each with its row. */
const windows = cycleLgasOf([
  { state: "Kano", lga: "Dala" },
  { state: "Kano", lga: "Fagge" },
  { state: "Kano", lga: "Gwale" },
]);
const read = (text: string) => readProgressFile(text, registerReference(), windows, "2026, tranche 2");

describe("the progress file", () => {
  it("reads each LGA's counts, in the register's spelling, thousands with commas or without", () => {
    expect(read('STATE,LGA,Households_Due,Households_Paid\nkano state,DALA LGA,"2,000",1500\nKano,fagge,100,0\n,,,\n')).toEqual({
      rows: [
        { row: 2, state: "Kano", lga: "Dala", due: 2000, paid: 1500 },
        { row: 3, state: "Kano", lga: "Fagge", due: 100, paid: 0 },
      ],
    });
  });

  it("refuses more paid than due, naming the row, with every other problem of the file", () => {
    const file = read(
      [
        "state,lga,households_due,households_paid",
        "Kano,Dala,2000,2100",
        "Kano,Fage,10,5",
        "Kano,Tarauni,10,5",
        "Kano,Gwale,ten,5",
        "Kano,Dala,5,5",
      ].join("\n"),
    );
    expect(file).toEqual({
      problems: [
        "Row 2: 2,100 households paid in Dala is more than the 2,000 due. Correct one of them.",
        expect.stringMatching(/^Row 3: .*Did you mean "Fagge"/),
        "Row 4: no published window of 2026, tranche 2 names Tarauni, Kano. Publish its window first, or take the row out.",
        "Row 5: households_due must be a whole number, not “ten”.",
        "Row 6: Dala, Kano is given twice (first in row 2).",
      ],
      more: 0,
    });
  });

  it("names the columns it lacks, and a file of no LGA", () => {
    expect(read("state,lga,due,paid\nKano,Dala,1,1")).toEqual({
      problems: [
        "Row 1: the file has no column “households_due”, “households_paid”. Its columns are state, lga, households_due, households_paid.",
      ],
      more: 0,
    });
    expect(read("state,lga,households_due,households_paid\n")).toEqual({
      problems: ["The file has its columns but no LGA: add one row an LGA under them."],
      more: 0,
    });
  });
});

describe("the progress form", () => {
  const offered = [{ year: 2026, number: 2 }];
  const now = new Date("2026-03-12T15:00:00Z");
  it("takes a cycle offered, a Lagos time not to come, a source and a file", () => {
    expect(progressFormOf({ cycle: "2026-2", as_at: "2026-03-12 14:00", source: "NCTO" }, offered, true, now)).toEqual({
      cycle: { year: 2026, number: 2 },
      asAt: new Date("2026-03-12T13:00:00Z"),
      sourceName: "NCTO",
    });
  });

  it("says what each wrong entry needs", () => {
    expect(progressFormOf({ cycle: "2026-3", as_at: "2026-03-12 17:00", source: "ME" }, offered, false, now)).toEqual({
      problems: {
        cycle: "Choose the cycle the figures are for",
        as_at: "The figures cannot describe a time still to come",
        source: "Choose who reported the figures",
        file: "Choose the progress file (CSV)",
      },
    });
    expect(progressFormOf({ cycle: "2026-2", as_at: "12/03/2026", source: "NCTO" }, offered, true, now)).toEqual({
      problems: { as_at: "Write the time the figures describe, as 2026-03-12 14:00" },
    });
  });
});
