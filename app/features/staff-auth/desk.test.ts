import { describe, expect, it } from "vitest";
import { DESK_CHOICES, deskLabel, NATIONAL_OFFICE, readDesk } from "./desk";

describe("readDesk", () => {
  it("takes a state in the register's name, the FCT too, or the national office", () => {
    expect(readDesk("Kano")).toEqual({ desk: "Kano" });
    expect(readDesk("FCT")).toEqual({ desk: "FCT" });
    expect(readDesk(NATIONAL_OFFICE)).toEqual({ desk: null });
  });

  it("refuses any other name, and nothing at all", () => {
    for (const bad of ["Federal Capital Territory", "kano", "Atlantis", null, undefined]) expect(readDesk(bad)).toHaveProperty("problem");
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
