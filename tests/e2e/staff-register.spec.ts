import { readFileSync } from "node:fs";
import { expectAccessible } from "./support/axe";
import { E2E_STAFF_URL } from "./support/server";
import { expect, test } from "./support/staff";

/**
 * A publisher checks the office's register file in the back office, without
 * JavaScript (the page has none) at 360 px: a broken file is refused with every
 * problem listed by row, a total the rows do not add up to is refused with
 * both figures, a state or LGA not on the register's list is refused with the
 * nearest name, and a good one shows what it would change in every column; an
 * administrator adds a new LGA to the list with a tick. Publishing is the integration
 * test's (it would change every other test's figures here).
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("a publisher checks a register file and sees what it would change", async ({ staff }) => {
  const { page } = await staff(["publisher"]);
  const sample = readFileSync("data/nsr-summary-by-lga.sample.csv");
  const accessible = async () => {
    await expectAccessible(page);
  };
  await page.goto("/staff");
  await page.getByRole("link", { name: /^Upload and publish the office/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Register figures" })).toBeVisible();
  await accessible();
  const [header, total, ...lgas] = sample.toString("utf8").trim().split(/\r?\n/);
  const broken = [...lgas];
  broken[0] = broken[0]!.replace(/^Abia,Aba North,\d+/, "Abia,Aba North,many");
  broken[2] = broken[2]!.replace(/^Abia,/, ",");
  broken[5] = broken[5]!.replace(/,\d+$/, ",-3");
  const upload = (content: string[]) =>
    page
      .getByLabel("The LGA summary file")
      .setInputFiles({ name: "lgas.csv", mimeType: "text/csv", buffer: Buffer.from(`${content.join("\n")}\n`) });
  await upload([header!, total!, ...broken]);
  await page.getByLabel("Where the figures come from").fill("National Social Register, NASSCO");
  await page.getByLabel("The date the figures describe").fill("2026-10-31");
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("link", { name: /it has 3 problems, listed under the file field\. Nothing has changed\./ })).toBeVisible();
  const listed = page.getByRole("region", { name: "What is wrong with the file" }).getByRole("listitem");
  await expect(listed).toHaveText([
    'Row 3: HOUSEHOLDS must be a whole number, not "many".',
    /^Row 5: the STATE is empty for LGA /,
    'Row 8: FEMALE must be a whole number, not "-3".',
  ]);
  await expect(page.getByLabel("Where the figures come from")).toHaveValue("National Social Register, NASSCO");
  await accessible();

  const offTotal = [...lgas];
  offTotal[0] = offTotal[0]!.replace(
    /^(Abia,Aba North,)(\d+)/,
    (_, start: string, households: string) => `${start}${Number(households) + 1500}`,
  );
  await upload([header!, total!, ...offTotal]);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(listed).toHaveText([
    "Row 2: the national total gives 8,352,252 for HOUSEHOLDS, but the LGA rows add up to 8,353,752. Correct the total or the rows so that they agree.",
  ]);
  await expect(page.getByRole("link", { name: /it has 1 problem,/ })).toBeVisible();

  // A state that does not exist, and an LGA that is not its state's: refused, each with its row, and nothing to publish.
  const unknown = [...lgas];
  unknown[0] = unknown[0]!.replace(/^Abia,/, "Kanoo,");
  unknown[1] = unknown[1]!.replace(/^Abia,Aba South,/, "Abia,Aba Souht,");
  await upload([header!, total!, ...unknown]);
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(listed).toHaveText([
    'Row 3: "Kanoo" is not one of the 36 states and the FCT. Did you mean "Kano"?',
    'Row 4: "Aba Souht" is not an LGA of Abia in the register\'s list. Did you mean "Aba South"? If it is a new or renamed LGA, an administrator adds it to the list first.',
  ]);
  await expect(page.getByRole("link", { name: /it has 2 problems,/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish these figures" })).toHaveCount(0);
  // Only an administrator is offered to add an LGA to the list.
  await expect(page.getByRole("button", { name: /^Add the ticked LGAs/ })).toHaveCount(0);
  await accessible();

  // A good file: one LGA's individuals (only) corrected, and the national total with them.
  const more = (line: string, column: number, by: number) =>
    line
      .split(",")
      .map((cell, i) => (i === column ? String(Number(cell) + by) : cell))
      .join(",");
  await upload([header!, more(total!, 3, 100), more(lgas[0]!, 3, 100), ...lgas.slice(1)]);
  await page.getByRole("button", { name: "Check the file" }).click();
  const national = page.getByRole("table", { name: "National figures" });
  await expect(national.getByRole("rowheader")).toHaveText(["HOUSEHOLDS", "INDIVIDUALS", "MALE", "FEMALE"]);
  await expect(national.getByRole("row", { name: /^INDIVIDUALS/ }).getByRole("cell")).toHaveText(["35,448,474", "35,448,574", "1"]);
  const largest = page.getByRole("table", { name: "The largest changes by LGA, every column" });
  await expect(largest.getByRole("rowheader", { name: "Aba North, Abia" })).toBeVisible();
  await expect(largest.getByRole("row", { name: /INDIVIDUALS/ }).getByRole("cell")).toHaveText([/^[\d,]+$/, /^[\d,]+$/]);
  await expect(largest.getByRole("cell", { name: "unchanged" })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Publish these figures" })).toBeVisible();
  await accessible();
});

test("an administrator adds a new LGA to the register's list, with a tick, and the file then passes", async ({ staff }) => {
  const { page } = await staff(["publisher", "admin"]);
  const [header, total, ...lgas] = readFileSync("data/nsr-summary-by-lga.sample.csv", "utf8").trim().split(/\r?\n/);
  const renamed = [header!, total!, ...lgas.map((line) => line.replace(/^Abia,Obi Ngwa,/, "Abia,Obingwa East,"))];
  const upload = async () => {
    await page
      .getByLabel("The LGA summary file")
      .setInputFiles({ name: "lgas.csv", mimeType: "text/csv", buffer: Buffer.from(`${renamed.join("\n")}\n`) });
    await page.getByLabel("Where the figures come from").fill("National Social Register, NASSCO");
    await page.getByLabel("The date the figures describe").fill("2026-10-31");
    await page.getByRole("button", { name: "Check the file" }).click();
  };
  await page.goto("/staff/register");
  await upload();
  await expect(page.getByRole("region", { name: "What is wrong with the file" }).getByRole("listitem")).toHaveText([
    /^Row \d+: "Obingwa East" is not an LGA of Abia in the register's list\./,
  ]);
  const adding = page.getByRole("region", { name: "New or renamed LGAs" });
  await adding.getByRole("button", { name: /^Add the ticked LGAs to the register/ }).click();
  await expect(adding.getByRole("link", { name: /^Tick each LGA that is new or renamed/ })).toBeVisible();
  await expectAccessible(page);
  await adding.getByRole("checkbox", { name: "Obingwa East, Abia" }).check();
  await adding.getByRole("button", { name: /^Add the ticked LGAs to the register/ }).click();
  await expect(page.getByText(/1 LGA added to the register's list/)).toBeVisible();
  await upload();
  await expect(page.getByRole("button", { name: "Publish these figures" })).toBeVisible();
});
