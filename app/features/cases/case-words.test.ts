import { describe, expect, it } from "vitest";
import { letterStateText, whoHasIt } from "./case-words";

describe("a case's facts in words", () => {
  it("names who has it from the reader's side", () => {
    expect(whoHasIt(null, "ada_obi")).toBe("Nobody");
    expect(whoHasIt("ada_obi", "ada_obi")).toBe("You");
    expect(whoHasIt("musa_bello", "ada_obi")).toBe("musa_bello");
  });

  it("says where a letter is", () => {
    expect(letterStateText("sent")).toBe("sent");
    expect(letterStateText("dead")).toBe("could not be delivered");
    expect(letterStateText("pending")).toBe("on its way");
  });
});
