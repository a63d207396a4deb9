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
    expect(changes.totals[0]).toEqual({ key: "households", before: 300, after: 390 });
    expect(changes.lgas).toEqual({ before: 2, after: 3, added: 1, removed: 0 });
    expect(changes.states).toBe(2);
    expect(changes.largest).toEqual([
      { state: "Kano", lga: "Dala", before: 100, after: 150 },
      { state: "kano", lga: "fagge", before: 200, after: 190 },
    ]);
  });

  it("has no figures before when nothing was published", () => {
    expect(registerChanges([], [row("Kano", "Dala", 1)]).totals[0]).toEqual({ key: "households", before: null, after: 1 });
  });
});
