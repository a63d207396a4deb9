import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { scaled } from "../support/time-scale";

/**
 * The published grievance figures (decisions 0068 and 0084), without JavaScript
 * (the page has none): a chart drawn on the server and the same figures in a
 * table, every count rounded to the nearest 5, and the page saying so.
 */
const MARK = "E2E statistics case";

test.beforeAll(async () => {
  // The cases are added once, in states no other spec touches, so that what they show is not changed by cases other specs add at the same time.
  // Bauchi's 3 shows as 5, Enugu's 18 as 20.
  // Some arrive this month and some 40 days ago, 5 or more in each, so that the months' chart has columns
  // to draw however few cases other specs add.
  await queryE2eDatabase(
    `INSERT INTO grievance (category, description, state, channel, created_at)
     SELECT category, $1, state, 'web', now() - make_interval(days => c.days_ago)
     FROM (VALUES ('payment-not-received', 'Enugu', 12, 40), ('fraud', 'Enugu', 6, 0), ('enrolment', 'Bauchi', 3, 40),
                  ('other', 'Plateau', 7, 40)) AS c(category, state, n, days_ago),
          generate_series(1, c.n)
     WHERE NOT EXISTS (SELECT FROM grievance WHERE description = $1)`,
    [MARK],
  );
});

test("the figures page shows a chart and the same figures in a table, rounded to the nearest 5", async ({ page }) => {
  // The wait for a fresh count, then axe on a long page, on a shared two-core machine.
  test.setTimeout(scaled(180_000));
  // The site counts at most once a minute: a visit by another test before the cases were added may still be
  // shown, so the wait is for this spec's own small state's 5 (0 before), which only a fresh count has.
  const states = page.getByRole("table", { name: "By state" });
  await expect(async () => {
    await page.goto("/grievances/statistics");
    await expect(
      states
        .getByRole("row", { name: /^Bauchi/ })
        .getByRole("cell")
        .first(),
    ).toHaveText("5", { timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(90_000) });

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grievance figures");
  await expect(page.locator("svg.column-chart__drawing rect").first()).toBeAttached();
  await expect(page.getByRole("list", { name: "Grievances received, by state. The table gives each figure." })).toContainText("Enugu");

  await expect(
    states
      .getByRole("row", { name: /^Enugu/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("20");
  // Plateau's 7 shows as 5, and the page says plainly that every count is rounded.
  await expect(
    states
      .getByRole("row", { name: /^Plateau/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("5");
  await expect(page.getByText("Every count on this page is rounded to the nearest 5", { exact: false })).toBeVisible();

  await expect(page.getByRole("heading", { name: "About these figures" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download these figures (CSV)" })).toHaveAttribute("href", "/grievances/statistics.csv");
  // axe runs in the page: only where scripts run (the markup is the same without them).
  await expectAccessible(page);
});
