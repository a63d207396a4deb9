import { expect, test } from "@playwright/test";
import { slides, testimonials } from "../../app/content/home";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".carousel--enhanced")).toHaveCount(1);
});

const activeSlide = (page: import("@playwright/test").Page) => page.locator('.carousel__slide[data-offset="0"] .carousel__title');

test("the carousel moves on within about 3 s, and wraps from the last slide to the first", async ({ page }) => {
  await expect(activeSlide(page)).toHaveText(slides[0]!.title);
  await expect(activeSlide(page)).toHaveText(slides[1]!.title, { timeout: 4_000 });
  await expect(page.locator(".carousel__slide:not([data-offset='hidden'])")).toHaveCount(5);

  await page.getByRole("button", { name: "Previous slide" }).click();
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(activeSlide(page)).toHaveText(slides.at(-1)!.title);
  await page.mouse.move(0, 0);
  await page.locator("h1").focus();
  await expect(activeSlide(page)).toHaveText(slides[0]!.title, { timeout: 4_000 });
});

test("the pause button stops the carousel", async ({ page }) => {
  await page.getByRole("button", { name: "Pause slides" }).click();
  await page.mouse.move(0, 0);
  await page.locator("h1").focus();
  const title = await activeSlide(page).textContent();
  await page.waitForTimeout(3_500);
  await expect(activeSlide(page)).toHaveText(title!);
  await expect(page.getByRole("button", { name: "Play slides" })).toHaveAttribute("aria-pressed", "true");
});

test("only the active slide shows on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator(".carousel__slide:visible")).toHaveCount(1);
});

test("the counters count up to their figures once scrolled into view", async ({ page }) => {
  const values = page.locator(".counter__value");
  await expect(values.first()).toHaveText("0");
  await page.locator(".counters").first().scrollIntoViewIfNeeded();
  for (const figure of ["36", "19,708,500", "70,901,460"])
    await expect(values.filter({ hasText: new RegExp(`^${figure}$`) })).toHaveCount(1, { timeout: 5_000 });
  await page.locator(".counters").nth(1).scrollIntoViewIfNeeded();
  for (const figure of ["228,290", "8,000\\+", "774"])
    await expect(values.filter({ hasText: new RegExp(`^${figure}$`) })).toHaveCount(1, { timeout: 5_000 });
});

test("the testimonials pause while hovered and move on after", async ({ page }) => {
  const first = page.locator('.testimonial[data-slot="0"] .testimonial__by strong');
  await expect(first).toHaveText(testimonials[0]!.name);
  await page.locator(".testimonials__list").hover();
  await page.waitForTimeout(4_500);
  await expect(first).toHaveText(testimonials[0]!.name);
  await page.mouse.move(0, 0);
  await expect(first).toHaveText(testimonials[1]!.name, { timeout: 5_000 });
  await expect(page.locator(".testimonial:visible")).toHaveCount(3);
});

test("under reduced motion nothing moves and the counters show their figures", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator(".carousel--enhanced")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Play slides" })).toBeVisible();
  await expect(page.locator(".counter__value").first()).toHaveText("36");
  await page.waitForTimeout(3_500);
  await expect(activeSlide(page)).toHaveText(slides[0]!.title);
  await context.close();
});
