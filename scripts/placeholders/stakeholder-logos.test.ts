import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stakeholderSeed } from "../../prisma/seeds/content/stakeholders";
import { logoSvg } from "./svg";

/** The large text of a logo placeholder: its first <text>. */
const printed = (svg: string) => /<text [^>]*font-weight="800"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe("the stakeholders' placeholder logos", () => {
  it("print each organisation's own short name, no two alike", () => {
    const names = stakeholderSeed.map((stakeholder) => printed(logoSvg(stakeholder.name, stakeholder.shortName)));
    expect(names).toEqual(stakeholderSeed.map((stakeholder) => stakeholder.shortName.replace("&", "&amp;")));
    expect(new Set(names).size).toBe(names.length);
    // The ones guessing from the words got wrong (issue 36).
    const byId = Object.fromEntries(stakeholderSeed.map((stakeholder) => [stakeholder.id, stakeholder.shortName]));
    expect(byId).toMatchObject({
      "uk-foreign-commonwealth-development-office": "FCDO",
      "food-and-agriculture-organization-of-the-united-nations": "FAO",
      unicef: "UNICEF",
      unhcr: "UNHCR",
    });
  });

  it("are, in public/, what the generator writes now (npm run placeholders)", () => {
    for (const stakeholder of stakeholderSeed) {
      expect(readFileSync(`public${stakeholder.imageUrl}`, "utf8"), stakeholder.id).toBe(logoSvg(stakeholder.name, stakeholder.shortName));
    }
  });
});
