import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { addDays, lagosToday } from "../../app/utils/lagos-time";
import { datesOf } from "../../app/features/payments/sentences";
import { messages } from "../../app/i18n/messages.server";
import { scaled } from "../support/time-scale";

/**
 * A payment window goes to readers as news does (decision 0108): an editor
 * writes it, and an LGA the state does not have is refused with what was
 * meant; a second person, a publisher, publishes it; within seconds both
 * public instances show it on the LGA's page. With and without JavaScript.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

const INSTANCES = [E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL];
/** An LGA of Kano a project's test alone uses, so two projects' windows never meet on one page. */
const LGAS: Record<string, { typed: string; lga: string; slug: string }> = {
  staff: { typed: "Dawakin Kudo", lga: "Dawakin Kudu", slug: "dawakin-kudu" },
  "staff-js": { typed: "Dawakin Tofaa", lga: "Dawakin Tofa", slug: "dawakin-tofa" },
};

const inDays = (days: number) => addDays(lagosToday(), days);

test("an editor's payment window, its wrong LGA refused with a suggestion, reaches readers once a publisher publishes it", async ({
  staff,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const { typed, lga, slug } = LGAS[testInfo.project.name]!;
  // A day in the coming months no other run of this test has used: its dates name this window alone.
  const offset = 20 + Math.floor(Math.random() * 300);
  const opens = inDays(offset);
  const closes = inDays(offset + 4);
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);
  const dates = datesOf({ opensOn: opens, closesOn: closes }, messages.en.payments, "en");
  const shown = async () => {
    const seen = await Promise.all(
      INSTANCES.map(async (base) => (await (await editor.request.get(`${base}/payments/kano/${slug}`)).text()).includes(dates)),
    );
    return seen.filter(Boolean).length;
  };

  await editor.goto("/staff/content");
  await editor.getByRole("link", { name: "Payment windows" }).click();
  await checked(editor);
  await editor.getByRole("link", { name: "Write a payment window" }).click();
  await editor.getByRole("combobox", { name: "State", exact: true }).selectOption("Kano");
  await editor.getByRole("textbox", { name: "LGAs", exact: true }).fill(typed);
  await editor.getByRole("textbox", { name: "Year of the cycle", exact: true }).fill("2026");
  await editor.getByRole("textbox", { name: "Tranche", exact: true }).fill("5");
  await editor.getByRole("textbox", { name: "Opens on", exact: true }).fill(opens);
  await editor.getByRole("textbox", { name: "Closes on", exact: true }).fill(closes);
  await editor.getByRole("checkbox", { name: "Paid into bank accounts" }).check();
  await editor.getByRole("combobox", { name: "Whose schedule", exact: true }).selectOption("NCTO");
  await editor.getByRole("textbox", { name: "Last checked on", exact: true }).fill(lagosToday());
  await editor.getByRole("button", { name: "Save draft" }).click();
  // Refused, the entries kept, the LGA named with what was meant.
  await expect(
    editor.getByText(`Line 1: “${typed}” is not an LGA of Kano in the register's list. Did you mean ${lga}?`).first(),
  ).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "Opens on", exact: true })).toHaveValue(opens);
  await checked(editor);

  await editor.getByRole("textbox", { name: "LGAs", exact: true }).fill(lga);
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved.")).toBeVisible();
  const itemUrl = editor.url().replace(/\?.*$/, "");
  await editor.getByRole("button", { name: "Send for review" }).click();
  await expect(editor.getByText("Done: Sent for review.")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  expect(await shown()).toBe(0);

  await publisher.goto(itemUrl);
  await checked(publisher);
  await publisher.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publisher.getByText("Done: Published.")).toBeVisible();
  await expect.poll(shown).toBe(INSTANCES.length);
  const page = await (await publisher.request.get(`${E2E_STAFF_PUBLIC_URL}/payments/kano/${slug}`)).text();
  expect(page).toContain(`The next payment in ${lga}: ${dates}`);
  expect(page).toContain("Illustrative");
});
