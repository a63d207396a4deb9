import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { addDays, lagosToday, lagosTimeText } from "../../app/utils/lagos-time";
import { scaled } from "../support/time-scale";

/**
 * Payment progress (decision 0108, slice 3): once a cycle's windows are
 * published, a publisher uploads the households due and paid per LGA; a row
 * with more paid than due refuses the whole file, naming its row; corrected,
 * the preview gives the totals, and once published readers see the cycle on
 * the progress page, in its CSV and on the LGA's page.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

/** A state a project's test alone uses, and two of its LGAs. */
const PLACES: Record<string, { state: string; slug: string; lgas: [string, string] }> = {
  staff: { state: "Yobe", slug: "yobe", lgas: ["Damaturu", "Potiskum"] },
  "staff-js": { state: "Zamfara", slug: "zamfara", lgas: ["Gusau", "Anka"] },
};

const WINDOWS_HEADER =
  "id,programme,year,tranche,state,lgas,opens_on,closes_on,amount_naira,by_bank,by_wallet,at_pay_points,pay_points,pause_reason,source,checked_on";

test("a cycle's progress, refused for more paid than due by its row, reaches readers once corrected and published", async ({
  staff,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const { state, slug, lgas } = PLACES[testInfo.project.name]!;
  const year = 2030 + Math.floor(Math.random() * 60);
  const { page: editor } = await staff(["editor"]);
  const { page: publisher } = await staff(["publisher"]);

  // The cycle's windows, published by a second person: progress is only for LGAs a live window names.
  await editor.goto("/staff/payments");
  const opens = addDays(lagosToday(), -3);
  const rows = lgas.map(
    (lga) => `,cash-transfer,${year},2,${state},${lga},${opens},${addDays(opens, 10)},,yes,no,no,,,NCTO,${lagosToday()}`,
  );
  await editor
    .getByLabel("The file of windows")
    .setInputFiles({ name: "cycle.csv", mimeType: "text/csv", buffer: Buffer.from([WINDOWS_HEADER, ...rows].join("\r\n")) });
  await editor.getByRole("button", { name: "Check the file" }).click();
  await editor.getByRole("button", { name: "Send 2 windows for review" }).click();
  const uploadHeading = (await editor.getByRole("heading", { level: 2, name: /^Upload \d+: 2 windows$/ }).textContent())!;
  await publisher.goto("/staff/payments");
  await publisher.getByRole("link", { name: uploadHeading }).click();
  await publisher.getByRole("button", { name: "Publish these 2 windows" }).click();
  await expect(publisher.getByText(/^Done: Published: 2 windows/)).toBeVisible();

  await publisher.goto("/staff");
  await publisher.getByRole("link", { name: "Upload and publish the households due and paid in a cycle" }).click();
  await expect(publisher.getByRole("heading", { name: "Payment progress", level: 1 })).toBeVisible();
  const asAt = lagosTimeText(new Date(Date.now() - 60 * 60 * 1000));
  const uploadProgress = async (lines: string[]) => {
    await publisher.getByLabel("The cycle").selectOption(`${year}-2`);
    await publisher.getByLabel("The time the figures describe (Lagos)").fill(asAt);
    await publisher.getByLabel("The progress file").setInputFiles({
      name: "progress.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["state,lga,households_due,households_paid", ...lines].join("\r\n")),
    });
    await publisher.getByRole("button", { name: "Check the file" }).click();
  };
  await uploadProgress([`${state},${lgas[0]},2000,1500`, `${state},${lgas[1]},1000,1200`]);
  await expect(
    publisher.getByText(`Row 3: 1,200 households paid in ${lgas[1]} is more than the 1,000 due. Correct one of them.`),
  ).toBeVisible();
  await expect(publisher.getByRole("button", { name: "Publish these figures" })).toHaveCount(0);
  // The entries stay as typed.
  await expect(publisher.getByLabel("The time the figures describe (Lagos)")).toHaveValue(asAt);
  await checked(publisher);
  await publisher.setViewportSize({ width: 240, height: 320 });
  await checked(publisher);
  await publisher.setViewportSize({ width: 360, height: 740 });

  await uploadProgress([`${state},${lgas[0]},2000,1500`, `${state},${lgas[1]},1000,900`]);
  await expect(publisher.getByText("2 LGAs in 1 state: 2,400 of 3,000 paid (80%).")).toBeVisible();
  await publisher.getByRole("button", { name: "Publish these figures" }).click();
  await expect(publisher.getByText(`Done: Published the figures of 2 LGAs for ${year}-2.`)).toBeVisible();

  const reader = async (path: string) => await (await publisher.request.get(`${E2E_STAFF_PUBLIC_URL}${path}`)).text();
  await expect.poll(async () => await reader(`/payments/progress?cycle=${year}-2`)).toContain(`${state}: <strong>80%</strong>`);
  // The reader's page: axe finds nothing serious, and nothing goes sideways on a 240 × 320 phone.
  await publisher.goto(`${E2E_STAFF_PUBLIC_URL}/payments/progress?cycle=${year}-2`);
  await expect(publisher.getByRole("heading", { name: "Payment progress", level: 1 })).toBeVisible();
  await checked(publisher);
  await publisher.setViewportSize({ width: 240, height: 320 });
  await checked(publisher);
  expect(await reader(`/payments/progress.csv?cycle=${year}-2`)).toContain(`${year},2,${state},${lgas[1]},1000,900,`);
  expect((await reader(`/payments/${slug}/${lgas[0].toLowerCase()}`)).replaceAll("<!-- -->", "")).toContain(
    `Paid so far in ${lgas[0]} (${year}, tranche 2): 1,500 of 2,000 households (75%).`,
  );
});
