import { describe, expect, it } from "vitest";
import { sharedNames } from "./sms-templates";
import { textPlace } from "./text-place";

describe("the LGA a text names after PAY", () => {
  it("finds an LGA however it is written, across every state", () => {
    for (const typed of ["Dala", "dala", "DALA LGA", "Dala Local Government Area", "dala."])
      expect(textPlace(typed), typed).toEqual({ found: { state: "Kano", lga: "Dala" } });
    expect(textPlace("Ibadan North")).toEqual({ found: { state: "Oyo", lga: "Ibadan North" } });
    expect(textPlace("AMAC")).toEqual({ found: { state: "FCT", lga: "Municipal Area Council" } });
    expect(textPlace("Egbado North")).toEqual({ found: { state: "Ogun", lga: "Yewa North" } });
  });

  it("asks which state for each name two states share, and takes the state written after it", () => {
    expect(
      sharedNames()
        .map((named) => named.lga)
        .sort(),
    ).toEqual(["Bassa", "Ifelodun", "Irepodun", "Nasarawa", "Obi", "Surulere"]);
    for (const { lga, states } of sharedNames()) {
      expect(textPlace(lga), lga).toEqual({ which: { lga, states } });
      for (const state of states) expect(textPlace(`${lga} ${state} state`), `${lga} ${state}`).toEqual({ found: { state, lga } });
    }
    expect(textPlace("Nassarawa")).toEqual({ which: { lga: "Nasarawa", states: ["Kano", "Nasarawa"] } });
    expect(textPlace("Surulere Lagos")).toEqual({ found: { state: "Lagos", lga: "Surulere" } });
  });

  it("offers the nearest name for a slip of the keyboard, and nothing for a word near none", () => {
    expect(textPlace("Ibadan Noth")).toEqual({ nearest: { state: "Oyo", lga: "Ibadan North" } });
    expect(textPlace("Tarauny")).toEqual({ nearest: { state: "Kano", lga: "Tarauni" } });
    for (const typed of ["ok", "me", "xyzzyq"]) expect(textPlace(typed), typed).toEqual({ how: "empty" });
  });

  it("answers how to ask for PAY alone or a state alone", () => {
    expect(textPlace("")).toEqual({ how: "empty" });
    for (const typed of ["Kano", "Kano State", "Abuja", "Cross River"]) expect(textPlace(typed), typed).toEqual({ how: "state" });
  });
});
