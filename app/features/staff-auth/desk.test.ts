import { describe, expect, it } from "vitest";
import { DESK_CHOICES, DESK_NEEDED, DESK_ONLY_FOR_OFFICERS, deskLabel, invitedDesk, NATIONAL_OFFICE, readDesk } from "./desk";

describe("readDesk", () => {
  it("takes a state in the register's name, the FCT too, or the national office", () => {
    expect(readDesk("Kano")).toEqual({ desk: "Kano" });
    expect(readDesk("FCT")).toEqual({ desk: "FCT" });
    expect(readDesk(NATIONAL_OFFICE)).toEqual({ desk: null });
  });

  it("refuses any other name, and nothing at all", () => {
    for (const bad of ["Federal Capital Territory", "kano", "Atlantis", "", null, undefined])
      expect(readDesk(bad)).toHaveProperty("problem");
  });
});

describe("invitedDesk", () => {
  it("gives a grievance officer the state chosen, or the national office only when chosen", () => {
    expect(invitedDesk(["grievance_officer"], "Kano")).toEqual({ desk: "Kano" });
    expect(invitedDesk(["editor", "grievance_officer"], NATIONAL_OFFICE)).toEqual({ desk: "national" });
    expect(invitedDesk(["grievance_officer"], undefined)).toEqual({ problem: DESK_NEEDED });
    expect(invitedDesk(["grievance_officer"], "")).toEqual({ problem: DESK_NEEDED });
    expect(invitedDesk(["grievance_officer"], "Atlantis")).toHaveProperty("problem");
  });

  it("gives anyone else no desk, and refuses one chosen for them", () => {
    expect(invitedDesk(["editor"], undefined)).toEqual({ desk: null });
    expect(invitedDesk(["editor"], "Kano")).toEqual({ problem: DESK_ONLY_FOR_OFFICERS });
  });
});

describe("deskLabel", () => {
  it("names the desk as people read it", () => {
    expect(deskLabel("Kano")).toBe("Kano desk");
    expect(deskLabel("FCT")).toBe("Federal Capital Territory desk");
    expect(deskLabel(null)).toBe("National office");
  });

  it("offers the 36 states and the FCT", () => {
    expect(DESK_CHOICES).toHaveLength(37);
  });
});
