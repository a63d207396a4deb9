import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CollectionManifest } from "~/features/content/collection-manifest";
import type { StaffMember } from "~/features/staff-auth/session.server";

/**
 * A collection's own check (its manifest's `check`), as editFromForm runs it: after every field is
 * well formed, before the draft is saved; its problems are the form's, and nothing is stored. The
 * database is replaced by a stand-in that records what would be saved.
 */
const saveDraft = vi.fn(() => Promise.resolve({ draftId: 7 }));
vi.mock("./content.server", () => ({ saveDraft }));
const { editFromForm } = await import("./editing.server");

const member = { name: "ada", roles: ["editor"] } as unknown as StaffMember;

function windows(check: CollectionManifest["check"]): CollectionManifest {
  return {
    table: "window",
    model: "faq",
    label: "Windows",
    item: "a window",
    titleField: "title",
    fields: [
      { name: "title", label: "Title", kind: "text", required: true },
      { name: "state", label: "State", kind: "text", required: true },
      { name: "lgas", label: "LGAs", kind: "lines", required: true },
    ],
    publicPath: () => null,
    provenance: { noun: "window", supply: "the real window" },
    audit: { fields: [], orderBy: [], name: () => "" },
    searchKind: null,
    check,
  };
}

function form(over: Record<string, string> = {}): FormData {
  const data = new FormData();
  const entries = {
    intent: "save",
    id: "",
    title: "Kano, tranche 2",
    state: "Lagos",
    lgas: "Dala\nIkeja",
    provenance: "illustrative",
    ...over,
  };
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const dala = "Dala is not an LGA of Lagos. Did you mean Dala in Kano?";

beforeEach(() => saveDraft.mockClear());

describe("a collection's own check", () => {
  it("sees the row the form proposes, and its problems show the form again (400) with everything typed, storing nothing", async () => {
    const check = vi.fn((row: Record<string, unknown>): Record<string, string> =>
      (row.lgas as string[]).includes("Dala") && row.state === "Lagos" ? { lgas: dala } : {},
    );
    const outcome = await editFromForm(member, windows(check), form(), null);
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ title: "Kano, tranche 2", state: "Lagos", lgas: ["Dala", "Ikeja"] }));
    expect(outcome).toMatchObject({ status: 400, shown: { problems: { lgas: dala }, entries: { lgas: "Dala\nIkeja", state: "Lagos" } } });
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it("may answer later (a promise), and with no problems the draft is saved", async () => {
    const outcome = await editFromForm(
      member,
      windows(() => Promise.resolve({})),
      form({ state: "Kano" }),
      null,
    );
    expect(outcome).toEqual({ saved: { id: "kano-tranche-2", draftId: 7 } });
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(
      await editFromForm(
        member,
        windows(() => Promise.resolve({ state: "No such state" })),
        form({ state: "Kano" }),
        null,
      ),
    ).toMatchObject({
      status: 400,
      shown: { problems: { state: "No such state" } },
    });
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it("is not asked while a field is itself wrong: those problems come first", async () => {
    const check = vi.fn(() => ({ lgas: dala }));
    const outcome = await editFromForm(member, windows(check), form({ lgas: "" }), null);
    expect(outcome).toMatchObject({ status: 400, shown: { problems: { lgas: "Enter lgas" } } });
    expect(check).not.toHaveBeenCalled();
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it("is not there for a collection without one: the draft is saved as before", async () => {
    expect(await editFromForm(member, windows(undefined), form(), "kano-2")).toEqual({ saved: { id: "kano-2", draftId: 7 } });
  });
});

describe("a collection without translations", () => {
  it("refuses a new translation of one of its items", async () => {
    const untranslated = { ...windows(undefined), translated: false as const };
    await expect(editFromForm(member, untranslated, form({ translation_of: "kano-2", locale: "ha" }), null)).rejects.toMatchObject({
      status: 400,
    });
    expect(saveDraft).not.toHaveBeenCalled();
  });
});
