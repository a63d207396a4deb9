import { describe, expect, it } from "vitest";
import { registerChanges, type RegisterRow } from "./changes";

const row = (state: string, lga: string, households: number, isTotal = false): RegisterRow => ({
  state,
  lga,
  households,
  individuals: households * 4,
  male: households * 2,
  female: households * 2,
  isTotal,
});

describe("registerChanges", () => {
  it("compares the national figures, counts LGAs that come and go, and lists the largest changes", () => {
    const before = [row("", "", 300, true), row("Kano", "Dala", 100), row("Kano", "Fagge", 200)];
    const after = [row("Kano", "Dala", 150), row("kano", "fagge", 190), row("Lagos", "Ikeja", 50)];
    const changes = registerChanges(before, after);
    expect(changes.totals[0]).toEqual({ key: "households", before: 300, after: 390, lgasChanged: 2 });
    expect(changes.lgas).toEqual({ before: 2, after: 3, added: 1, removed: 0 });
    expect(changes.states).toBe(2);
    expect(changes.largest.map((change) => change.lga)).toEqual(["Dala", "fagge"]);
    expect(changes.largest[0]!.counts).toEqual([
      { key: "households", before: 100, after: 150 },
      { key: "individuals", before: 400, after: 600 },
      { key: "male", before: 200, after: 300 },
      { key: "female", before: 200, after: 300 },
    ]);
  });

  it("shows a change in any column, individuals or female alone included", () => {
    const before = [row("Kano", "Dala", 100), row("Kano", "Fagge", 200), row("Kano", "Gwale", 300)];
    const after = [
      { ...row("Kano", "Dala", 100), individuals: 999 },
      { ...row("Kano", "Fagge", 200), female: 10 },
      row("Kano", "Gwale", 300),
    ];
    const changes = registerChanges(before, after);
    expect(changes.totals.map((total) => [total.key, total.lgasChanged])).toEqual([
      ["households", 0],
      ["individuals", 1],
      ["male", 0],
      ["female", 1],
    ]);
    expect(changes.largest.map((change) => change.lga)).toEqual(["Dala", "Fagge"]);
    expect(changes.largest[0]!.counts[1]).toEqual({ key: "individuals", before: 400, after: 999 });
  });

  it("has no figures before when nothing was published", () => {
    expect(registerChanges([], [row("Kano", "Dala", 1)]).totals[0]).toEqual({ key: "households", before: null, after: 1, lgasChanged: 0 });
  });
});
