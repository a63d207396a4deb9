import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Fails on any serious or critical WCAG 2.2 A/AA violation on the current page, as the reader sees it:
 * with the page's own scripts when they run, and as plain HTML when they do not.
 *
 * axe is a script, and a page without JavaScript runs none: there the page's document, as the browser
 * holds it now (after a refused post, say), is shown again in a context of its own where script runs,
 * at the same address, size and stylesheets, with the page's scripts taken out and its <noscript>
 * parts kept, so axe reads what a reader without JavaScript reads.
 *
 * axe runs in the page itself ("legacy mode"): the default opens a blank page per scan to gather
 * frames' results, which tripled each scan's time (3.2 s against 1.3 s on a quiet machine), and these
 * pages have no frames of their own.
 */
export async function expectAccessible(page: Page, { javaScript = test.info().project.use.javaScriptEnabled !== false } = {}) {
  // A link followed before the page hydrates loads a new document, and the click resolves before its
  // stylesheet has loaded; unstyled links fail target-size, so axe looks at the styled page.
  await page.waitForLoadState("load");
  if (javaScript) {
    await expectNothingSerious(page, page.url());
    return;
  }
  const address = page.url().replace(/#.*$/, "");
  const document = withoutScripts(await page.content());
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(address, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: document }));
    await copy.goto(page.url());
    await copy.waitForLoadState("load");
    await expectNothingSerious(copy, page.url());
  } finally {
    await context.close();
  }
}

/** The document as a browser without JavaScript builds it: no script elements, and what <noscript> holds as markup. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
}

async function expectNothingSerious(page: Page, address: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(serious, `axe violations on ${address}`).toEqual([]);
}
