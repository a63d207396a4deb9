import { expect, test } from "@playwright/test";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { queryE2eDatabase } from "./support/database";

const CAREERS = "/get-involved/careers";

test("the careers page lists an open vacancy, whose page gives its details and the way back", async ({ page }) => {
  await page.goto(CAREERS);
  const list = page.getByRole("list", { name: "Current vacancies" });
  const entry = list.getByRole("article").filter({ hasText: FIXTURE_VACANCY.title });
  await expect(entry).toContainText(`${FIXTURE_VACANCY.location}. Apply by the end of`);
  await expect(entry).toContainText(FIXTURE_VACANCY.summary);
  await expect(entry).toContainText("Illustrative");
  // The warning about fake offers still follows the list.
  await expect(page.getByRole("heading", { name: "Beware of fraudulent job offers" })).toBeVisible();

  await entry.getByRole("link", { name: FIXTURE_VACANCY.title }).click();
  await expect(page).toHaveURL(vacancyPath(FIXTURE_VACANCY.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIXTURE_VACANCY.title);
  const details = page.locator(".summary-list");
  await expect(details).toContainText(`Location${FIXTURE_VACANCY.location}`);
  await expect(details).toContainText("applications close at the end of the day, Nigerian time");
  await expect(page.getByRole("heading", { level: 2, name: "How to apply" })).toBeVisible();
  await expect(page.getByText("NASSCO never charges a fee at any stage of recruitment")).toBeVisible();
  await page.getByRole("link", { name: "← All current vacancies" }).click();
  await expect(page).toHaveURL(CAREERS);
});

test("a vacancy whose closing day has passed is off the list, and its address says it is not open", async ({ page }, testInfo) => {
  const slug = `closed-vacancy-${testInfo.project.name}-${Date.now()}`;
  const title = `Closed vacancy ${testInfo.project.name} ${Date.now()}`;
  await queryE2eDatabase(
    `INSERT INTO vacancy (id, slug, title, location, summary, body, closes_on, provenance, status, publish_at)
     VALUES ($1, $1, $2, 'Abuja', 'A vacancy that has closed.', 'Closed.', (now() AT TIME ZONE 'Africa/Lagos')::date - 1,
             'illustrative', 'published', now() - interval '10 days')`,
    [slug, title],
  );
  await page.goto(CAREERS);
  await expect(page.getByRole("heading", { name: "Current vacancies" })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  const response = await page.goto(vacancyPath(slug));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This vacancy is not open");
  await page.getByRole("link", { name: "See current vacancies" }).click();
  await expect(page).toHaveURL(CAREERS);
});
