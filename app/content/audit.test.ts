import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentAudit } from "./audit";
import { contact } from "./contact";
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
    // The one page written in code (the others are in content_page, audited with the database's collections).
    expect(count("page")).toBe(1);
    // Six of the office's own (address, city, toll-free line, two e-mails, hours) and its social links; the state units' are in the database.
    expect(count("contact detail")).toBe(6 + contact.social.length);
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
