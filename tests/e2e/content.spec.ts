import { expect, test } from "@playwright/test";
import { faqSeed } from "../../prisma/seeds/content/faqs";
import { contentPageSeed } from "../../prisma/seeds/content/pages";
import { plainPageBody } from "../../app/features/content-pages/page-body.server";
import { paths } from "../../app/site/paths";
import { stakeholderSeed } from "../../prisma/seeds/content/stakeholders";
import { teamMemberSeed } from "../../prisma/seeds/content/team";
import { STAKEHOLDER_GROUPS } from "../../app/features/stakeholders/stakeholder";
import { states } from "../../app/content/states";
import { contactChannelSeed } from "../../prisma/seeds/content/contact-channels";
import { LOCALES, localePath } from "../../app/i18n/locales";

/** Facts each page must state exactly as the spec gives them. */
const FACTS: Record<string, string[]> = {
  "/who-we-are/our-history": ["2016", "500 million dollars", "1.3 billion dollars", "World Bank"],
  "/who-we-are/operational-structure": ["36 states", "memorandum of understanding"],
  "/what-we-do": ["September 2016", "36 states", "969"],
  "/what-we-do/national-cash-transfer-programme": [
    "Base cash transfer",
    "Top-up based on state conditions",
    "Livelihood support",
    "75,000 naira per household for 15 million households",
  ],
  "/what-we-do/youth-empowerment-and-social-support-operations": ["over 500,000", "1.5 million"],
  "/nsr/how-the-nigeria-social-register-works": ["Poverty mapping", "proxy means test", "deciles 1 to 6"],
  "/nsr/our-targeting-approach": ["30%", "50%", "20%"],
  "/nsr/community-based-targeting-process": [
    "community development officer",
    "2 computer-literate enumerators",
    "2 local government officers",
    "one male and one female",
    "triplicate",
  ],
  "/nsr/nsr-coverage-across-nigeria": ["774", "over 19 million", "more than 70 million"],
  "/nsr/accessing-the-nsr": ["9am-5pm Monday to Friday", "anonymised"],
  "/get-involved": ["969"],
  "/get-involved/careers": ["fees"],
  "/resource-hub/faqs": ["over 65 million", "more than 70 million", "969"],
};

/** The pages of content: those the seed writes into content_page, and the privacy policy, written in code. */
const contentPaths = [...contentPageSeed.map((seed) => seed.path), paths.privacyPolicy];

for (const path of contentPaths) {
  test(`${path} answers with its one heading, its lead and its facts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator(".lead")).toBeVisible();
    for (const fact of FACTS[path] ?? []) await expect(page.getByRole("main"), fact).toContainText(fact);
  });
}

test("the cash transfer's figures from the spec show in every language's page", async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(localePath(locale, "/what-we-do/national-cash-transfer-programme"));
    const figures = page.getByRole("main").locator(".facts");
    await expect(figures, locale).toContainText("75,000");
    await expect(figures, locale).toContainText("15");
  }
});

/** The about page's card lists as its source gives them: the objectives (the first), and the responsibilities (in four columns). */
const aboutUs = contentPageSeed.find((seed) => seed.path === "/who-we-are/about-us")!;
const aboutCards = plainPageBody(aboutUs.lead, aboutUs.body).blocks.flatMap((block) => (block.type === "cards" ? [block] : []));
const objectives = aboutCards[0]!.cards.length;
const responsibilities = aboutCards.find((block) => block.columns === 4)!.cards.length;

test("about us: objectives, principles with real links, every responsibility, the whole management team", async ({ page }) => {
  for (const path of ["/who-we-are", "/who-we-are/about-us"]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: /vision/i })).toBeVisible();
    await expect(main.getByRole("heading", { name: /mission/i })).toBeVisible();
    const lists = main.locator(".cards");
    await expect(lists.nth(0).getByRole("listitem")).toHaveCount(objectives);
    for (const href of await lists
      .nth(1)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/[a-z]/);
    await expect(main.locator(".cards--4 > li")).toHaveCount(responsibilities);
    await expect(main.locator(".cards--4 svg")).toHaveCount(responsibilities);
    await expect(main.locator(".person")).toHaveCount(teamMemberSeed.length);
    await expect(main.locator(".person").first()).toContainText("National Coordinator");
  }
});

test("a management bio opens fully with Read more, without script", async ({ page }) => {
  await page.goto("/who-we-are/about-us");
  const person = page.locator(".person").first();
  const bio = person.locator(".person__bio");
  const clamped = await bio.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
  expect(clamped).toBe(true);
  const toggle = person.locator(".person__more > summary");
  const words = () => toggle.evaluate((summary) => getComputedStyle(summary, "::before").content);
  expect(await words()).toBe('"Read more"');
  await expect(toggle).toHaveAccessibleName(/^Read more about the /);
  await toggle.click();
  await expect.poll(() => bio.evaluate((el) => el.scrollHeight <= el.clientHeight + 2)).toBe(true);
  expect(await words()).toBe('"Show less"');
});

test("the state offices table has a row for every office, each guessed mailbox as text to be confirmed", async ({ page }) => {
  await page.goto("/where-we-work/our-state-offices");
  const table = page.getByRole("table", { name: "State operations coordinating units" });
  await expect(table.getByRole("columnheader")).toHaveText(["S/N", "STATE", "CONTACT"]);
  await expect(table.locator("tbody tr")).toHaveCount(states.length);
  await expect(table.locator("tbody tr").first()).toContainText("Abia");
  await expect(table.locator("tbody tr").last()).toContainText("Zamfara");
  // Guessed, not confirmed: shown with their label, and no link to write to.
  await expect(table.locator("tbody a[href^='mailto:']")).toHaveCount(0);
  for (const channel of contactChannelSeed.filter((one) => one.kind === "email" && one.office !== "national")) {
    await expect(table.locator(`#state-${channel.office}`)).toContainText(`${channel.value} (to be confirmed)`);
  }
});

test("the CSDP page has a captioned table of six regions", async ({ page }) => {
  await page.goto("/what-we-do/community-and-social-development-project");
  const table = page.locator("table");
  await expect(table.locator("caption")).not.toBeEmpty();
  await expect(table.locator("tbody tr")).toHaveCount(6);
  await expect(table.locator("th[scope=col]")).toHaveCount(2);
});

test("the stakeholders page has every group's tiles, linking out in a new tab", async ({ page }) => {
  await page.goto("/get-involved/our-stakeholders");
  for (const { key, title } of STAKEHOLDER_GROUPS) {
    const group = page.getByRole("region", { name: new RegExp(`^${title}`) });
    // Each tile's own link (a tile from the press also links its source, inside its label).
    const links = group.locator(".logos > li > a");
    await expect(links).toHaveCount(stakeholderSeed.filter((stakeholder) => stakeholder.groupName === key).length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  }
  for (const src of await page.locator(".logos img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")!)))
    expect((await page.request.get(src)).status(), src).toBe(200);
});

test("the FAQ is a numbered list of every question, with the printable form", async ({ page }) => {
  await page.goto("/resource-hub/faqs");
  await expect(page.locator("ol.faq > li")).toHaveCount(faqSeed.length);
  // Each question has its own anchor, which search results link to.
  await expect(page.locator(`ol.faq > li#${faqSeed[0]!.id}`)).toContainText(faqSeed[0]!.question);
  const form = page.getByRole("link", { name: /Data Access Request Form \(PDF\)/ });
  await expect(form).toHaveAttribute("href", "/data-access-request-form.pdf");
});

test("the privacy policy's download is a real PDF made from the page", async ({ page }) => {
  await page.goto("/resource-hub/privacy-policy");
  for (const heading of ["What we collect and why", "How we store and secure data", "Who can access data", "Your rights as a data subject"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const link = page.getByRole("link", { name: /Download this privacy policy/ });
  expect(await link.getAttribute("href")).toBe("/privacy-policy.pdf");
  const pdf = await page.request.get("/privacy-policy.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
