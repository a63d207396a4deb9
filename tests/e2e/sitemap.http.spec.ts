import { expect, test } from "@playwright/test";
import { contactChannelSeed } from "../../prisma/seeds/content/contact-channels";
import { wholeSitemap } from "../support/sitemap";
import { scaled } from "../support/time-scale";

/**
 * Every address the sitemap lists answers 200 itself: no redirect (the other
 * languages' gallery grids were listed, and each sent readers to the English
 * one), no 404. A few at a time, so the check does not crowd out the other
 * tests on a small machine. On the way, no page links to a mailbox we only
 * guessed: those show as text until the office confirms them.
 */
const AT_ONCE = 4;

const guessedMailboxes = contactChannelSeed
  .filter((channel) => channel.kind === "email" && channel.provenance === "illustrative")
  .map((channel) => `href="mailto:${channel.value}"`);

test("every address in the sitemap answers 200, and none links to a guessed mailbox", async ({ request }) => {
  // About 1,400 addresses at about 50 ms each, four at a time, on a quiet machine: far more than that.
  test.setTimeout(scaled(600_000));
  const sitemap = await wholeSitemap(async (address) => (await request.get(address)).text());
  // The 774 LGAs' payment pages are one template, whose every LGA the payment tests reach: Kano's 44
  // stand for them here, in every language (decision 0108).
  const otherLga = /^(\/[a-z]{2,3})?\/payments\/(?!kano\/)[^/]+\/[^/]+$/;
  const paths = [...new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/"))].filter(
    (path) => !otherLga.test(path),
  );
  expect(paths.length).toBeGreaterThan(100);
  expect(guessedMailboxes.length).toBeGreaterThan(0);

  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < paths.length) {
      const path = paths[next++]!;
      const answer = await request.get(path, { maxRedirects: 0 });
      if (answer.status() !== 200) {
        failures.push(`${path}: ${answer.status()} ${answer.headers()["location"] ?? ""}`.trim());
        continue;
      }
      const body = await answer.text();
      for (const link of guessedMailboxes) if (body.includes(link)) failures.push(`${path}: ${link}`);
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  expect(failures).toEqual([]);
});
