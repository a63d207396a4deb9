import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";

/**
 * Each test posts as its own visitor, as a reverse proxy would report it, so
 * the forms' per-client rate limit never couples one test to another.
 */
export async function actAsNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
}
