import { describe, expect, it } from "vitest";

import { ha } from "~/i18n/messages/ha";

import { GRIEVANCE_CATEGORIES, GRIEVANCE_CHANNELS, GRIEVANCE_RESOLUTIONS, GRIEVANCE_STATUSES } from "./kinds";
import { categoryName, channelName, placeText, resolutionName, statusWords } from "./words";

describe("a grievance's lists in words", () => {
  it("names every category, channel and resolution, each differently", () => {
    for (const [list, name] of [
      [GRIEVANCE_CATEGORIES, categoryName],
      [GRIEVANCE_CHANNELS, channelName],
      [GRIEVANCE_RESOLUTIONS, resolutionName],
    ] as const) {
      const names = list.map((value) => name(value));
      expect(new Set(names).size).toBe(list.length);
      for (const [index, value] of list.entries()) expect(names[index]).not.toBe(value);
    }
  });

  it("gives every status a name, a meaning and a next step, in the reader's language", () => {
    for (const status of GRIEVANCE_STATUSES) {
      const english = statusWords(status);
      const hausa = statusWords(status, ha.grievances);
      expect(english.name && english.meaning && english.next).toBeTruthy();
      expect(hausa.meaning).not.toBe(english.meaning);
    }
    expect(statusWords("resolved").next).toMatch(/969/);
    expect(categoryName("fraud", ha.grievances)).toBe("Zamba, ko wani ya nemi kuɗi");
  });

  it("keeps the name of a value it does not know", () => {
    expect(statusWords("archived")).toEqual({ name: "archived", meaning: "", next: "" });
    expect(categoryName("lost-card")).toBe("lost-card");
  });
});

describe("where a case happened", () => {
  it("reads as people write it, the LGA and then its state, or the state alone", () => {
    expect(placeText("Lagos", "Ikeja")).toBe("Ikeja, Lagos");
    expect(placeText("Lagos", null)).toBe("Lagos");
    expect(placeText("Lagos", undefined)).toBe("Lagos");
    expect(placeText("Lagos", "")).toBe("Lagos");
    expect(placeText(null, null)).toBe("State not given");
    expect(placeText(null, null, "Ba a faɗi jiha ba")).toBe("Ba a faɗi jiha ba");
  });
});
