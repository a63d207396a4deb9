import { readFileSync } from "node:fs";
import { expectAccessible } from "./support/axe";
import { E2E_STAFF_URL } from "./support/server";
import { expect, test } from "./support/staff";

/**
 * A publisher checks the office's register file in the back office, with
 * and without JavaScript at 360 px: a broken file is refused with its line,
 * a good one shows what it would change. Publishing it is the integration
 * test's (it would change every other test's figures here).
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("a publisher checks a register file and sees what it would change", async ({ staff }, testInfo) => {
  const { page } = await staff(["publisher"]);
  const sample = readFileSync("data/nsr-summary-by-lga.sample.csv");
  const accessible = async () => {
    if (testInfo.project.use.javaScriptEnabled !== false) await expectAccessible(page);
  };
  await page.goto("/staff");
  await page.getByRole("link", { name: /^Upload and publish the office/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Register figures" })).toBeVisible();
  await accessible();
  const broken = Buffer.from(sample.toString("utf8").replace(/\nAbia,Aba North,(\d+)/, "\nAbia,Aba North,many"));
  await page.getByLabel("The LGA summary file").setInputFiles({ name: "lgas.csv", mimeType: "text/csv", buffer: broken });
  await page.getByLabel("Where the figures come from").fill("National Social Register, NASSCO");
  await page.getByLabel("The date the figures describe").fill("2026-10-31");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("link", { name: /Line 3: HOUSEHOLDS must be a whole number/ })).toBeVisible();
  await expect(page.getByLabel("Where the figures come from")).toHaveValue("National Social Register, NASSCO");
  await accessible();
  await page.getByLabel("The LGA summary file").setInputFiles({ name: "lgas.csv", mimeType: "text/csv", buffer: sample });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("table", { name: "National figures" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish these figures" })).toBeVisible();
  await accessible();
});
