import { expect, test } from "@playwright/test";
import { slides } from "../../app/content/home";
import { testimonialSeed } from "../../prisma/seeds/content/testimonials";

test("every slide and every testimonial is in the page, and the counters read their figures", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("WELCOME TO NASSCO");
  await expect(page.locator(".carousel__slide")).toHaveCount(slides.length);
  for (const slide of slides) await expect(page.getByRole("heading", { name: slide.title, exact: true })).toHaveCount(1);
  await expect(page.locator(".testimonial")).toHaveCount(testimonialSeed.length);
  for (const item of testimonialSeed) await expect(page.getByText(item.message, { exact: false })).toBeVisible();
  const values = await page.locator(".counter__value").allTextContents();
  expect(values).toEqual(["36", "19,708,500", "70,901,460", "228,290", "8,000+", "774"]);
  await expect(page.getByRole("button")).toHaveCount(2); // Search and Subscribe: no control that needs script
});
