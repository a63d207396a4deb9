import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { addDays, lagosToday } from "../../app/utils/lagos-time";
import { datesOf } from "../../app/features/payments/sentences";
import { messages } from "../../app/i18n/messages.server";
import { scaled } from "../support/time-scale";
import type { Page } from "@playwright/test";

/**
 * Many windows at once (decision 0108, slice 2): an editor uploads a state's
 * cycle as a CSV with one LGA misspelt, and the whole file is refused with
 * the row named and what was meant; corrected, it shows what each window
 * would be and goes for review as one upload; a second person, a
 * publisher, publishes it whole, and readers see each LGA's window. A second
 * file moves one window's dates, and its page says what the dates were.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

/** A state a project's test alone uses, with three of its LGAs, so two projects' windows never meet. */
const PLACES: Record<string, { state: string; slug: string; lgas: { name: string; slug: string }[]; typo: string }> = {
  staff: {
    state: "Jigawa",
    slug: "jigawa",
    lgas: [
      { name: "Dutse", slug: "dutse" },
      { name: "Kazaure", slug: "kazaure" },
      { name: "Hadejia", slug: "hadejia" },
    ],
    typo: "Hadeija",
  },
  "staff-js": {
    state: "Bauchi",
    slug: "bauchi",
    lgas: [
      { name: "Alkaleri", slug: "alkaleri" },
      { name: "Darazo", slug: "darazo" },
      { name: "Misau", slug: "misau" },
    ],
    typo: "Missau",
  },
};

const HEADER =
  "id,programme,year,tranche,state,lgas,opens_on,closes_on,amount_naira,by_bank,by_wallet,at_pay_points,pay_points,pause_reason,source,checked_on";

const inDays = (days: number) => addDays(lagosToday(), days);

/** The page checked (axe, nothing sideways) at 360 px, and nothing sideways on a 240 × 320 phone. */
async function atTheFloor(page: Page) {
  await checked(page);
  await page.setViewportSize({ width: 240, height: 320 });
  await checked(page);
  await page.setViewportSize({ width: 360, height: 740 });
}

async function upload(page: Page, name: string, rows: string[]) {
  await page.goto("/staff/payments");
  await page
    .getByLabel("The file of windows")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from([HEADER, ...rows].join("\r\n")) });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("a state's cycle uploaded as a file, one bad row refused by its number, reaches readers once a second person publishes it", async ({
  staff,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const { state, slug, lgas, typo } = PLACES[testInfo.project.name]!;
  // A year no other run of this test has used, and dates in the coming months.
  const year = 2030 + Math.floor(Math.random() * 60);
  const opens = inDays(30);
  const closes = inDays(34);
  const row = (lga: string, id = "", from = opens, to = closes) =>
    `${id},cash-transfer,${year},1,${state},${lga},${from},${to},,yes,no,no,,,NCTO,${lagosToday()}`;
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);
  const lgaPage = async (lga: string) => await (await editor.request.get(`${E2E_STAFF_PUBLIC_URL}/payments/${slug}/${lga}`)).text();
  const dates = datesOf({ opensOn: opens, closesOn: closes }, messages.en.payments, "en");

  await editor.goto("/staff/content/payment_window");
  await editor.getByRole("link", { name: "Many at once: upload a CSV file" }).click();
  await expect(editor.getByRole("heading", { name: "Payment windows: many at once", level: 1 })).toBeVisible();
  await checked(editor);

  await upload(editor, "cycle.csv", [row(lgas[0]!.name), row(lgas[1]!.name), row(typo)]);
  await expect(
    editor.getByText(`Row 4, lgas: item 1: “${typo}” is not an LGA of ${state} in the register's list. Did you mean ${lgas[2]!.name}?`),
  ).toBeVisible();
  await expect(editor.getByRole("button", { name: /^Send .* for review$/ })).toHaveCount(0);
  await atTheFloor(editor);
  // Nothing of the file was kept: no window of it is a draft, and readers see none.
  await editor.goto(`/staff/content/payment_window/${slug}-${year}-1-${lgas[0]!.slug}`);
  await expect(editor.getByText("Draft saved.")).toHaveCount(0);
  expect(await lgaPage(lgas[0]!.slug)).not.toContain(dates);

  await upload(
    editor,
    "cycle.csv",
    lgas.map((lga) => row(lga.name)),
  );
  await expect(editor.getByRole("heading", { name: "What the file would change" })).toBeVisible();
  await expect(
    editor.getByRole("heading", { name: `Row 2: ${state}, ${year} tranche 1 (${slug}-${year}-1-${lgas[0]!.slug}), new` }),
  ).toBeVisible();
  await checked(editor);
  await editor.getByRole("button", { name: "Send 3 windows for review" }).click();
  await expect(editor.getByText("Done: Sent 3 windows for review.")).toBeVisible();
  await expect(editor.getByText("A publisher publishes them.")).toBeVisible();
  await expect(editor.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
  expect(await lgaPage(lgas[0]!.slug)).not.toContain(dates);

  const uploadHeading = (await editor.getByRole("heading", { level: 2, name: /^Upload \d+: 3 windows$/ }).textContent())!;
  await publisher.goto("/staff/payments");
  await publisher.getByRole("link", { name: uploadHeading }).click();
  await checked(publisher);
  await publisher.getByRole("button", { name: "Publish these 3 windows" }).click();
  await expect(publisher.getByText(/^Done: Published: 3 windows of upload \d+\.$/)).toBeVisible();
  for (const lga of lgas)
    await expect.poll(async () => (await lgaPage(lga.slug)).includes(`The next payment in ${lga.name}: ${dates}`)).toBe(true);

  // A second file moves one window by a week: the preview says what changes, and the page what it was.
  const moved = { opens: inDays(37), closes: inDays(41) };
  const id = `${slug}-${year}-1-${lgas[1]!.slug}`;
  await upload(editor, "moved.csv", [row(lgas[1]!.name, id, moved.opens, moved.closes)]);
  await expect(editor.getByRole("heading", { name: `Row 2: ${state}, ${year} tranche 1 (${id}), changed` })).toBeVisible();
  await expect(editor.getByText(`was ${opens}, now ${moved.opens}`)).toBeVisible();
  await editor.getByRole("button", { name: "Send 1 window for review" }).click();
  await expect(editor.getByText("Done: Sent 1 window for review.")).toBeVisible();
  const secondUpload = (await editor.getByRole("heading", { level: 2, name: /^Upload \d+: 1 window$/ }).textContent())!;
  await publisher.goto("/staff/payments");
  await publisher.getByRole("link", { name: secondUpload }).click();
  await publisher.getByRole("button", { name: "Publish this window" }).click();
  await expect(publisher.getByText(/^Done: Published: 1 window of upload \d+\.$/)).toBeVisible();
  const movedDates = datesOf({ opensOn: moved.opens, closesOn: moved.closes }, messages.en.payments, "en");
  await expect.poll(async () => (await lgaPage(lgas[1]!.slug)).includes(`The next payment in ${lgas[1]!.name}: ${movedDates}`)).toBe(true);
  const page = await lgaPage(lgas[1]!.slug);
  expect(page).toMatch(/Changed on [^<]+\. It was: [^<]+\./);
});
