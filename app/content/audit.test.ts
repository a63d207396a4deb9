import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentAudit } from "./audit";
import { contact } from "./contact";
import { management } from "./management";
import { contentPages } from "./pages";
import { stakeholderGroups } from "./stakeholders";
import { stateOffices } from "./state-offices";
import { placeholderFiles } from "./provenance";

const PROVENANCES = ["spec", "published", "confirmed", "illustrative"];

describe("content provenance", () => {
  const entries = contentAudit();

  it("gives every content item and contact detail a provenance", () => {
    const missing = entries.filter((entry) => !PROVENANCES.includes(entry.provenance));
    expect(missing).toEqual([]);
  });

  it("covers every collection the site shows", () => {
    const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
    // Each collection's every item, however many there are: the count in the audit is the count in its module.
    expect(count("partner")).toBe(stakeholderGroups.reduce((sum, group) => sum + group.tiles.length, 0));
    expect(count("management profile")).toBe(management.length);
    expect(count("page")).toBe(contentPages.length);
    // Six of the office's own (address, city, toll-free line, two e-mails, hours), its social links, and a unit per state.
    expect(count("contact detail")).toBe(6 + contact.social.length + stateOffices.length);
  });

  it("shows the spec's toll-free line plainly, and every guessed address as to be confirmed", () => {
    const contacts = entries.filter((entry) => entry.kind === "contact detail");
    expect(contacts.find((entry) => entry.item.startsWith("Toll-free line"))?.provenance).toBe("spec");
    for (const entry of contacts.filter((e) => /@|https:/.test(e.item))) expect(entry.provenance, entry.item).not.toBe("spec");
  });

  it("lists only placeholder files that exist", () => {
    for (const href of Object.keys(placeholderFiles)) expect(existsSync(path.join("public", href)), href).toBe(true);
  });
});
