import { describe, expect, it } from "vitest";
import { stateName, states } from "./states";

describe("a state's name as readers see it", () => {
  it("writes the register's FCT out, as every other list does", () => {
    expect(stateName("FCT")).toBe("Federal Capital Territory");
  });
  it("keeps every other state's name", () => {
    for (const state of states.filter((each) => each.registerName === each.name)) expect(stateName(state.registerName)).toBe(state.name);
    expect(stateName("Somewhere else")).toBe("Somewhere else");
  });
});
