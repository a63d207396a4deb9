import { expect, test } from "@playwright/test";
import { CHANNELS } from "../../app/features/service-status/channels";
import { channelName } from "../../app/features/service-status/wording";
import { ha } from "../../app/i18n/messages/ha";
import { paths } from "../../app/site/paths";
import { expectAccessible } from "./support/axe";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "./support/floor";

/**
 * The status page (decision 0113) as a feature phone shows it: 240×320, no JavaScript, in Hausa.
 * Its title whole on the first screen, nothing wider than the screen, each channel a heading that
 * says its state, the feed linked, nothing serious for axe; reached from the footer of any page and
 * from "Is this real?", in the reader's language.
 */
const words = ha.serviceStatus;
const STATES = [words.stateWorking, words.statePlanned, words.stateSlow, words.stateDown];

test("in Hausa at 240 px: the title whole, every channel's state in its heading, the feed, nothing serious", async ({ page }) => {
  const response = await page.goto(`/ha${paths.status}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  await expectFirstScreenHeading(page);
  await expectNoSidewaysScroll(page);
  const main = page.getByRole("main");
  for (const channel of CHANNELS) {
    const heading = main.getByRole("heading", { level: 2, name: new RegExp(`^${channelName(words, channel)}:`) });
    await expect(heading).toHaveCount(1);
    const state = (await heading.textContent())!.slice(channelName(words, channel).length + 2);
    expect(STATES, channel).toContain(state);
  }
  await expect(main.getByRole("link", { name: words.feedLink })).toHaveAttribute("href", paths.statusFeed);
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", paths.statusFeed);
  await expectAccessible(page);
});

test("every footer links to it, and so does Is this real?, in the page's language", async ({ page }) => {
  await page.goto("/ha/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: words.title, exact: true }).click();
  await expect(page).toHaveURL(`/ha${paths.status}`);
  await page.goto(`/ha${paths.isThisReal}`);
  await page.getByRole("main").getByRole("link", { name: ha.isThisReal.statusLink }).click();
  await expect(page).toHaveURL(`/ha${paths.status}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
});
