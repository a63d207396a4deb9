import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";

/**
 * The published grievance figures (decision 0068), with and without
 * JavaScript: a chart drawn on the server and the same figures in a table,
 * a small count withheld in the table and named beside the chart.
 */
const MARK = "E2E statistics case";

test.beforeAll(async () => {
  // Both projects (js and no-js) run this: the cases are added once. Lagos (3) is withheld, and so is
  // Oyo (7), the smallest other state, so that Lagos cannot be worked out from the total.
  await queryE2eDatabase(
    `INSERT INTO grievance (category, description, state, channel, created_at)
     SELECT category, $1, state, 'web', now() - interval '40 days'
     FROM (VALUES ('payment-not-received', 'Kano', 12), ('fraud', 'Kano', 6), ('enrolment', 'Lagos', 3), ('other', 'Oyo', 7)) AS c(category, state, n),
          generate_series(1, c.n)
     WHERE NOT EXISTS (SELECT FROM grievance WHERE description = $1)`,
    [MARK],
  );
});

test("the figures page shows a chart and the same figures in a table, a small count withheld", async ({ page }, testInfo) => {
  // The wait for a fresh count, then axe on a long page, on a shared two-core machine.
  test.setTimeout(180_000);
  // The site counts at most once a minute: a visit by another test before the cases were added may still be shown.
  await expect(async () => {
    await page.goto("/grievances/statistics");
    await expect(page.getByRole("table", { name: "By state" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grievance figures");
  await expect(page.locator("svg.column-chart__drawing rect").first()).toBeAttached();
  await expect(page.getByRole("list", { name: "Grievances received, by state. The table gives each figure." })).toContainText("Kano");

  const states = page.getByRole("table", { name: "By state" });
  const kano = states.getByRole("row", { name: /^Kano/ });
  await expect(kano.getByRole("cell").first()).toHaveText(/\d+/);
  const lagos = states.getByRole("row", { name: /^Lagos/ });
  await expect(lagos.getByRole("cell").first()).toHaveText("fewer than 5");
  await expect(states.getByRole("row", { name: /^Oyo/ }).getByRole("cell").first()).toHaveText("not shown");
  await expect(page.getByText(/Not drawn \(fewer than 5, or not shown\): .*Lagos, Oyo/)).toBeVisible();

  await expect(page.getByRole("heading", { name: "About these figures" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download these figures (CSV)" })).toHaveAttribute("href", "/grievances/statistics.csv");
  // axe runs in the page: only where scripts run (the markup is the same without them).
  if (testInfo.project.name === "js") await expectAccessible(page);
});
