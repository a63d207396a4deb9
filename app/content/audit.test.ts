import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentAudit } from "./audit";
import { contentPages } from "./pages";
import { placeholderFiles } from "./provenance";

const PROVENANCES = ["spec", "confirmed", "illustrative"];

describe("content provenance", () => {
  const entries = contentAudit();

  it("gives every content item and contact detail a provenance", () => {
    const missing = entries.filter((entry) => !PROVENANCES.includes(entry.provenance));
    expect(missing).toEqual([]);
  });

  it("covers every collection the site shows", () => {
    const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
    expect(count("news item")).toBe(22);
    expect(count("document details")).toBe(15);
    expect(count("tender details")).toBe(7);
    expect(count("photograph and caption")).toBe(213);
    expect(count("video")).toBe(8);
    expect(count("partner")).toBe(17);
    expect(count("management profile")).toBe(4);
    expect(count("testimonial")).toBe(11);
    expect(count("page")).toBe(contentPages.length);
    expect(count("contact detail")).toBe(6 + 4 + 37);
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
