import { expect, test } from "@playwright/test";
import { carouselSlideSeed as slides } from "../../prisma/seeds/content/carousel-slides";
import { counterSeed } from "../../prisma/seeds/content/counters";
import { testimonialSeed } from "../../prisma/seeds/content/testimonials";
import { formatCount } from "../../app/utils/format";

test("every slide and every testimonial is in the page, and the counters read their figures", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME TO NASSCO");
  await expect(page.locator(".carousel__slide")).toHaveCount(slides.length);
  for (const slide of slides) await expect(page.getByRole("heading", { name: slide.title, exact: true })).toHaveCount(1);
  await expect(page.locator(".testimonial")).toHaveCount(testimonialSeed.length);
  for (const item of testimonialSeed) await expect(page.getByText(item.message, { exact: false })).toBeVisible();
  const values = await page.locator(".counter__value").allTextContents();
  // The register's figures under the carousel, then the reach's in What We Do.
  const figures = ["register", "reach"].flatMap((set) =>
    counterSeed.filter((counter) => counter.counterSet === set).map((counter) => formatCount(counter.value) + counter.suffix),
  );
  expect(values).toEqual(figures);
  await expect(page.getByRole("button")).toHaveCount(2); // Search and Subscribe: no control that needs script
});
