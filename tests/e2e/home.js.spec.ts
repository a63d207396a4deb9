import { expect, test, type Page } from "@playwright/test";
import { carouselSlideSeed as slides } from "../../prisma/seeds/content/carousel-slides";
import { counterSeed } from "../../prisma/seeds/content/counters";
import { testimonialSeed } from "../../prisma/seeds/content/testimonials";
import { formatCount } from "../../app/utils/format";
import { scaled } from "../support/time-scale";

/** How often the carousel and the testimonials move on by themselves (home-carousel.tsx, testimonials.tsx). */
const SLIDE_MS = 3_000;
const TESTIMONIAL_MS = 4_000;
/** How long the counters take to count up (counter-set.tsx). */
const COUNT_UP_MS = 3_000;

/**
 * The page's clock stands still from before it loads, so the carousels move
 * only when a test moves time on: what they do in 3 or 4 s is then the same
 * on a fast machine and on a loaded one.
 */
async function stillClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Lets the page finish what React scheduled for the last pointer event (a
 * hover is not handled at once, as a click is): a message posted now is
 * delivered after React's own, and with the clock still React does all it
 * has queued in one go.
 */
async function settled(page: Page) {
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}

test.beforeEach(async ({ page }) => {
  await stillClock(page);
  await page.goto("/");
  await expect(page.locator(".carousel--enhanced")).toHaveCount(1);
});

/** A set's final figures as the page writes them ("8,000+"), in its order. */
const figures = (set: "register" | "reach") =>
  counterSeed.filter((counter) => counter.counterSet === set).map((counter) => formatCount(counter.value) + counter.suffix);
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

const activeSlide = (page: Page) => page.locator('.carousel__slide[data-offset="0"] .carousel__title');

test("the carousel moves on within about 3 s, and wraps from the last slide to the first", async ({ page }) => {
  await expect(activeSlide(page)).toHaveText(slides[0]!.title);
  await page.clock.runFor(SLIDE_MS);
  await expect(activeSlide(page)).toHaveText(slides[1]!.title);
  await expect(page.locator(".carousel__slide:not([data-offset='hidden'])")).toHaveCount(5);

  await page.getByRole("button", { name: "Previous slide" }).click();
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(activeSlide(page)).toHaveText(slides.at(-1)!.title);
  await page.mouse.move(0, 0);
  await page.locator("h1").focus();
  await settled(page);
  await page.clock.runFor(SLIDE_MS);
  await expect(activeSlide(page)).toHaveText(slides[0]!.title);
});

test("the pause button stops the carousel", async ({ page }) => {
  await page.getByRole("button", { name: "Pause slides" }).click();
  await page.mouse.move(0, 0);
  await page.locator("h1").focus();
  await settled(page);
  const title = await activeSlide(page).textContent();
  await page.clock.runFor(SLIDE_MS + 500);
  await expect(activeSlide(page)).toHaveText(title!);
  await expect(page.getByRole("button", { name: "Play slides" })).toHaveAttribute("aria-pressed", "true");
});

test("on a phone no later slide paints larger than the first, which stays the largest paint", async ({ page, browser }) => {
  // A later, larger paint would be the page's LCP at the carousel's first step, seconds after the first paint:
  // the active slide, once the script runs, is never larger than the first slide as the page paints it without.
  const phone = { width: 412, height: 823 };
  const area = (target: Page) =>
    target.evaluate(() => {
      const box = document
        .querySelector(".carousel__slide:not([data-offset]) img, .carousel__slide[data-offset='0'] img")!
        .getBoundingClientRect();
      return box.width * box.height;
    });
  const plain = await browser.newPage({ javaScriptEnabled: false, viewport: phone });
  await plain.goto("/");
  const first = await area(plain);
  await plain.close();
  await page.setViewportSize(phone);
  await page.clock.runFor(SLIDE_MS);
  await expect(activeSlide(page)).toHaveText(slides[1]!.title);
  expect(await area(page)).toBeGreaterThan(0);
  expect(await area(page)).toBeLessThan(first);
});

test("only the active slide shows on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator(".carousel__slide:visible")).toHaveCount(1);
});

test("the counters count up to their figures once scrolled into view", async ({ page }) => {
  const values = page.locator(".counter__value");
  await expect(values.first()).toHaveText("0");
  // They count for 3 s from when the browser tells the page they are seen, which it does in its own time:
  // move the clock on by those 3 s until they have been seen and have counted.
  const countsUpTo = async (figures: string[]) => {
    await expect(async () => {
      await page.clock.runFor(COUNT_UP_MS);
      for (const figure of figures) await expect(values.filter({ hasText: exactly(figure) })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: scaled(20_000) });
  };
  await page.locator(".counters").first().scrollIntoViewIfNeeded();
  await countsUpTo(figures("register"));
  await page.locator(".counters").nth(1).scrollIntoViewIfNeeded();
  await countsUpTo(figures("reach"));
});

test("the testimonials pause while hovered and move on after", async ({ page }) => {
  const first = page.locator('.testimonial[data-slot="0"] .testimonial__by strong');
  await expect(first).toHaveText(testimonialSeed[0]!.speaker);
  await page.locator(".testimonials__list").hover();
  await settled(page);
  await page.clock.runFor(TESTIMONIAL_MS + 500);
  await expect(first).toHaveText(testimonialSeed[0]!.speaker);
  await page.mouse.move(0, 0);
  await settled(page);
  await page.clock.runFor(TESTIMONIAL_MS);
  await expect(first).toHaveText(testimonialSeed[1]!.speaker);
  await expect(page.locator(".testimonial:visible")).toHaveCount(3);
});

test("under reduced motion nothing moves and the counters show their figures", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await stillClock(page);
  await page.goto("/");
  await expect(page.locator(".carousel--enhanced")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Play slides" })).toBeVisible();
  await expect(page.locator(".counter__value").first()).toHaveText(figures("register")[0]!);
  await page.clock.runFor(SLIDE_MS + 500);
  await expect(activeSlide(page)).toHaveText(slides[0]!.title);
  await context.close();
});
