import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { text, word } from "./support/content";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * Payment windows in the back office (decision 0108): a list of LGAs on the
 * form, checked against the state's before anything is stored, with the
 * name meant; published through review as news is; compared line by line;
 * never listed for translation.
 */
let site: TestSite;
let staffBase: string;
let editor: { name: string; browser: StaffBrowser };
let publisher: { name: string; browser: StaffBrowser };

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
  editor = await signedInStaff(site, staffBase, ["editor"]);
  publisher = await signedInStaff(site, staffBase, ["publisher"]);
}, scaled(120_000));

afterAll(() => site?.close());

const fields = (over: Record<string, string>) => ({
  programme: "cash-transfer",
  state: "Katsina",
  lgas: "Batsari",
  cycle_year: "2026",
  cycle_number: "11",
  opens_on: "2026-12-07",
  closes_on: "2026-12-18",
  amount_naira: "",
  by_bank: "on",
  pay_points: "",
  pause_reason: "",
  source_name: "NCTO",
  checked_on: "2026-11-25",
  provenance: "illustrative",
  source_url: "",
  source_as_at: "",
  ...over,
});

async function save(over: Record<string, string>) {
  await editor.browser.get("/staff/content/payment_window/new");
  return editor.browser.post("/staff/content/payment_window/new", { csrf: editor.browser.csrf!, intent: "save", id: "", ...fields(over) });
}

const drafts = async (item: string) =>
  (await site.db.query<{ id: string; proposed: { lgas: unknown } }>("SELECT id, proposed FROM content_draft WHERE item_id = $1", [item]))
    .rows;

describe("a payment window in the back office", () => {
  it("refuses an LGA its state does not have, naming the line and the LGA meant, and stores nothing", async () => {
    const answer = await save({ lgas: "Batsari\nDan Musa\nKatsinaa", cycle_number: "12" });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Line 3: “Katsinaa” is not an LGA of Katsina in the register&#x27;s list. Did you mean Katsina?");
    // The entries come back as typed.
    expect(answer.text).toContain("Batsari\nDan Musa\nKatsinaa");
    expect(await drafts("katsina-2026-12-batsari")).toEqual([]);
    const elsewhere = await save({ lgas: "Surulere", cycle_number: "12" });
    expect(elsewhere.text).toContain(
      "“Surulere” is not an LGA of Katsina in the register&#x27;s list. Lagos and Oyo have an LGA of that name.",
    );
  });

  it("is saved with its LGAs as a list, published by a second person, and compared line by line", async () => {
    const token = word();
    const id = `katsina-${token}`;
    await editor.browser.get("/staff/content/payment_window/new");
    const saved = await editor.browser.post("/staff/content/payment_window/new", {
      csrf: editor.browser.csrf!,
      intent: "save",
      id,
      ...fields({ lgas: "Batsari\nDan Musa" }),
    });
    expect(saved.status, /error-summary[\s\S]*?<\/ul>/.exec(saved.text)?.[0]).toBe(303);
    expect((await drafts(id))[0]!.proposed.lgas).toEqual(["Batsari", "Dan Musa"]);
    const page = `/staff/content/payment_window/${id}`;
    await editor.browser.get(page);
    expect(
      (await editor.browser.post(page, { csrf: editor.browser.csrf!, intent: "submit", draft: (await drafts(id))[0]!.id })).status,
    ).toBe(303);
    await publisher.browser.get(page);
    const published = await publisher.browser.post(page, {
      csrf: publisher.browser.csrf!,
      intent: "publish",
      draft: (await drafts(id))[0]!.id,
    });
    expect(published.status).toBe(303);
    const { rows } = await site.db.query("SELECT lgas, status, updated_by FROM payment_window WHERE id = $1", [id]);
    expect(rows).toEqual([{ lgas: ["Batsari", "Dan Musa"], status: "published", updated_by: publisher.name }]);

    // A second draft drops an LGA and adds one: the publisher sees which.
    await editor.browser.get(`${page}/edit`);
    await editor.browser.post(`${page}/edit`, { csrf: editor.browser.csrf!, intent: "save", ...fields({ lgas: "Batsari\nDutsi" }) });
    const draft = (await drafts(id)).find((one) => JSON.stringify(one.proposed.lgas) === JSON.stringify(["Batsari", "Dutsi"]));
    expect(draft).toBeDefined();
    const view = (await publisher.browser.get(page)).text;
    expect(view).toMatch(/Dan Musa/);
    expect(view).toMatch(/Dutsi/);
  });

  it("is never listed for translation, and a reader's page shows it in every language from its fields", async () => {
    const translations = (await editor.browser.get("/staff/translations?locale=ha&state=")).text;
    expect(translations).not.toContain("/staff/content/payment_window/");
    const { body } = await text(site.app, "/ha/payments/katsina/batsari");
    expect(body).toContain("Batsari");
  });
});
