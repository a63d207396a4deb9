import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical WCAG 2.2 A/AA violation on the current page. */
export async function expectAccessible(page: Page) {
  // A link followed before the page hydrates loads a new document, and the click resolves before its
  // stylesheet has loaded; unstyled links fail target-size, so axe looks at the styled page.
  await page.waitForLoadState("load");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
