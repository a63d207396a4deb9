import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentAudit } from "./audit";
import { launchOfficeChannels } from "~/content/contact";
import { placeholderFiles } from "~/content/provenance";

const PROVENANCES = ["spec", "published", "confirmed", "illustrative"];

describe("content provenance", () => {
  const entries = contentAudit();

  it("gives every content item and contact detail a provenance", () => {
    const missing = entries.filter((entry) => !PROVENANCES.includes(entry.provenance));
    expect(missing).toEqual([]);
  });

  it("covers every collection the site shows", () => {
    const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
    // The pages written in code, the privacy policy and the accessibility statement (the others are in
    // content_page, audited with the database's collections).
    expect(count("page")).toBe(2);
    // Every contact detail is a row of contact_channel, audited with the database's collections.
    expect(count("contact detail")).toBe(0);
  });

  it("starts the office with the spec's toll-free line plainly, and every guessed or reported address as to be confirmed", () => {
    expect(launchOfficeChannels.find((channel) => channel.label === "Toll-free line")?.provenance).toBe("spec");
    for (const channel of launchOfficeChannels.filter((one) => /@|https:/.test(one.value))) {
      expect(channel.provenance, channel.value).not.toBe("spec");
      if (channel.provenance === "published") expect(channel.source?.url, channel.value).toMatch(/^https:\/\//);
    }
  });

  it("lists only placeholder files that exist", () => {
    for (const href of Object.keys(placeholderFiles)) expect(existsSync(path.join("public", href)), href).toBe(true);
  });
});
