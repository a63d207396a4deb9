import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { LOCALES, localeNames, localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { ha } from "../../app/i18n/messages/ha";
import { ig } from "../../app/i18n/messages/ig";
import { yo } from "../../app/i18n/messages/yo";
import { mailWords } from "../../app/i18n/mail-words.server";
import { messages, pageWords } from "../../app/i18n/messages.server";
import { heroFor } from "../../app/site/navigation";
import { formatMonthDayYear } from "../../app/utils/format";
import { lagosToday } from "../../app/utils/lagos-time";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { linkIn, mailTo } from "./support/mail";
import { E2E_SITE_URL } from "./support/server";
import { actAsNewVisitor } from "./support/visitor";

/**
 * The site in Hausa, Yoruba, Igbo and Nigerian Pidgin (issue 37), each journey
 * once, without JavaScript (the English journeys show what scripts change; the
 * other languages ride on the same code): each language at its own address, with its lang and
 * reciprocal alternates, a switcher that keeps the page, forms and mails in
 * the language of the form, honest notices about what is translated, and a
 * search that finds text with or without tone marks.
 */
test.beforeEach(async ({ page }) => actAsNewVisitor(page));

async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!])),
  );
}

test("every language's pages answer with their lang and the same reciprocal alternates, x-default English", async ({ page }) => {
  for (const path of ["/", "/nsr/accessing-the-nsr", "/resource-hub/faqs", "/contact"]) {
    const expected = Object.fromEntries([
      ...LOCALES.map((locale) => [locale, `${E2E_SITE_URL}${localePath(locale, path)}`]),
      ["x-default", `${E2E_SITE_URL}${path}`],
    ]);
    for (const locale of LOCALES) {
      const response = await page.goto(localePath(locale, path));
      expect(response!.status(), localePath(locale, path)).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      expect(await alternatesOf(page), localePath(locale, path)).toEqual(expected);
    }
  }
});

test("the switcher leads to the same page, its query kept, in each language, named in its own language", async ({ page }) => {
  await page.goto("/ha/resource-hub/news?month=2026-01");
  const switcher = page.getByRole("navigation", { name: ha.languages.label });
  await expect(switcher.locator('[aria-current="true"]')).toHaveText(localeNames.ha.own);
  for (const locale of LOCALES.filter((one) => one !== "ha")) {
    await expect(switcher.getByRole("link", { name: localeNames[locale].own })).toHaveAttribute("lang", locale);
  }
  await switcher.getByRole("link", { name: localeNames.yo.own }).click();
  await expect(page).toHaveURL(/\/yo\/resource-hub\/news\?month=2026-01$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "yo");
  await page.getByRole("navigation", { name: yo.languages.label }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/resource-hub\/news\?month=2026-01$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the menus, the breadcrumb and the hero are in the page's language, and its links stay in it", async ({ page }) => {
  for (const locale of PREFIXED_LOCALES) {
    const words = pageWords[locale];
    await page.goto(localePath(locale, "/nsr/accessing-the-nsr"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words["/nsr/accessing-the-nsr"]!.title!);
    const crumbs = page.getByRole("navigation", { name: messages[locale].chrome.breadcrumb });
    await expect(crumbs.getByRole("link", { name: messages[locale].chrome.home, exact: true })).toHaveAttribute("href", `/${locale}`);
    await expect(crumbs.getByRole("link", { name: words["/nsr"]!.name, exact: true })).toHaveAttribute("href", `/${locale}/nsr`);
    const menu = page.getByRole("navigation", { name: messages[locale].chrome.menu, exact: true });
    await expect(menu.getByRole("link", { name: words["/resource-hub/faqs"]!.name, exact: true, includeHidden: true })).toHaveAttribute(
      "href",
      `/${locale}/resource-hub/faqs`,
    );
    // The translated body's own links lead to pages in the same language.
    const bodyLinks = await page
      .locator("main .section__content a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(bodyLinks.filter((href) => !/\.[a-z]+$/.test(href) && !href.startsWith(`/${locale}`) && !href.startsWith("/media/"))).toEqual(
      [],
    );
  }
});

test("a translated page says it is a draft the office has not reviewed, in its own language, and links to the English", async ({
  page,
}) => {
  await page.goto("/yo/nsr/community-based-targeting-process");
  const notice = page.getByRole("note");
  await expect(notice).toContainText(yo.translation.unreviewed);
  await expect(notice.getByRole("link", { name: yo.translation.readInEnglish })).toHaveAttribute(
    "href",
    "/nsr/community-based-targeting-process",
  );
  // A page not yet translated is shown in English, and says so in the reader's language.
  await page.goto("/ig/who-we-are/our-history");
  await expect(page.getByRole("note")).toContainText(format(ig.translation.fallback, { language: localeNames.ig.own }));
  await expect(page.locator("main")).toContainText("2016");
  await expectAccessible(page);
});

test("a Hausa contact form shows Hausa errors with the entries kept, and its receipt in Hausa", async ({ page }) => {
  await page.goto("/ha/contact");
  await page.getByLabel(ha.contact.replyToLabel).fill("not an address");
  await page.getByLabel(ha.contact.nameLabel).fill("Amina");
  await page.getByRole("button", { name: ha.contact.send }).click();
  const summary = page.getByRole("alert").filter({ hasText: ha.form.errorSummary });
  await expect(summary.getByRole("link", { name: ha.contact.kindMissing })).toBeVisible();
  await expect(summary.getByRole("link", { name: ha.contact.messageMissing })).toBeVisible();
  await expect(summary.getByRole("link", { name: ha.contact.replyToInvalid })).toBeVisible();
  await expect(page.getByLabel(ha.contact.nameLabel)).toHaveValue("Amina");
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  await expectAccessible(page);

  await page.getByLabel(ha.contact.kindQuestion).check();
  await page.getByLabel(ha.contact.messageLabel).fill(`Ina ofishin Kano yake? (${test.info().project.name} ${Date.now()})`);
  await page.getByLabel(ha.contact.replyToLabel).fill("");
  await page.getByRole("button", { name: ha.contact.send }).click();
  await expect(page).toHaveURL(/\/ha\/contact\/sent(#message)?$/);
  await expect(page.getByRole("heading", { name: ha.contact.sentHeading })).toBeVisible();
  await expect(page.getByText(ha.contact.cannotReply)).toBeVisible();
});

test("a Hausa page's question is answered in Hausa, counted against the English page, and leads back in Hausa", async ({ page }) => {
  const path = "/who-we-are/our-history";
  const name = heroFor(path, pageWords.ha).title;
  const comment = `Ina son ƙarin bayani (${test.info().project.name} ${Date.now()})`;
  await page.goto(localePath("ha", path));
  const question = page.getByRole("region", { name: ha.feedback.region });
  await question.getByLabel(ha.feedback.comment).fill(comment);
  await question.getByRole("button", { name: ha.feedback.send }).click();
  // Sent without an answer: the question again, in Hausa, with the comment kept.
  await expect(page).toHaveURL(`/ha/page-feedback?page=${encodeURIComponent(path)}`);
  await expect(page.getByRole("heading", { level: 1, name: format(ha.feedback.feedbackOn, { page: name }) })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: ha.form.errorSummary }).getByRole("link", { name: ha.feedback.answerMissing }),
  ).toBeVisible();
  await expect(page.getByLabel(ha.feedback.comment)).toHaveValue(comment);
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
  await expectAccessible(page);

  await page.getByLabel(ha.feedback.no, { exact: true }).check();
  await page.getByRole("button", { name: ha.feedback.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: ha.feedback.thanksTitle })).toBeVisible();
  await expect(page.getByText(format(ha.feedback.counted, { page: name }))).toBeVisible();
  expect(await queryE2eDatabase("SELECT path, answer FROM page_feedback_comment WHERE comment = $1", [comment])).toEqual([
    { path, answer: "no" },
  ]);
  await page.getByRole("link", { name: format(ha.feedback.backTo, { page: name }) }).click();
  await expect(page).toHaveURL(`${localePath("ha", path)}#page-feedback`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
});

test("a Hausa newsletter sign-up is answered in Hausa, and its confirmation mail is in Hausa with Hausa links", async ({ page }) => {
  const email = `hausa-${test.info().project.name}-${randomBytes(4).toString("hex")}@example.org`;
  await page.goto("/ha");
  await page.getByLabel(ha.newsletter.label).fill(email);
  await page.getByRole("button", { name: ha.newsletter.subscribe }).click();
  await expect(page.locator("#newsletter-message")).toHaveText(/./);
  await expect(page.locator("#newsletter-message")).toHaveText(
    new RegExp(`${escape(ha.newsletter.success)}|${escape(ha.newsletter.successWithoutMail)}`),
  );
  const mail = await mailTo(email);
  expect(mail.subject).toBe(mailWords.ha.confirmSubject);
  expect(mail.text).toContain(mailWords.ha.confirmAsked);
  expect(mail.text).toMatch(new RegExp(`${escape(E2E_SITE_URL)}/ha/newsletter/confirm\\?token=`));
  expect(mail.html).toContain('lang="ha"');
});

test("a Yoruba data access request form shows Yoruba errors with the entries kept, and its confirmation in Yoruba", async ({ page }) => {
  await page.goto("/yo/nsr/data-access-request-form");
  await page.getByLabel(yo.dar.sector).fill("Research");
  await page.getByLabel(yo.dar.purpose).fill("Ìwádìí lórí ìdílé");
  await page.getByRole("button", { name: yo.dar.submit }).click();
  const summary = page.getByRole("alert").filter({ hasText: yo.form.errorSummary });
  await expect(summary.getByRole("link", { name: yo.dar.organizationNameMissing })).toBeVisible();
  await expect(summary.getByRole("link", { name: yo.dar.officeAddressMissing })).toBeVisible();
  await expect(page.getByLabel(yo.dar.sector)).toHaveValue("Research");
  await expect(page.getByLabel(yo.dar.purpose)).toHaveValue("Ìwádìí lórí ìdílé");
  await expect(page.locator("html")).toHaveAttribute("lang", "yo");
  await expectAccessible(page);

  await page.getByLabel(yo.dar.organizationName).fill("Ibadan Research Trust");
  await page.getByLabel(yo.dar.officeAddress).fill("Ring Road, Ibadan");
  await page.getByRole("button", { name: yo.dar.submit }).click();
  await expect(page).toHaveURL(/\/yo\/nsr\/data-access-request-form\/submitted/);
  await expect(page.getByRole("heading", { name: yo.dar.submitted })).toBeVisible();
  await expect(page.getByRole("heading", { name: yo.dar.whatYouSent })).toBeVisible();
  await expect(page.locator("main")).toContainText(yo.dar.organizationName);
});

test("a Yoruba reader's data access request is acknowledged in Yoruba", async ({ page }) => {
  const email = `yoruba-${test.info().project.name}-${randomBytes(4).toString("hex")}@example.org`;
  await page.goto("/yo/nsr/data-access-request-form");
  await page.getByLabel(yo.dar.organizationName).fill("Ibadan Research Trust");
  await page.getByLabel(yo.dar.officeAddress).fill("Ring Road, Ibadan");
  await page.getByLabel(yo.dar.emailAddress).fill(email);
  await page.getByLabel(yo.dar.sector).fill("Research");
  await page.getByLabel(yo.dar.households, { exact: true }).check();
  await page.getByLabel(format(yo.dar.householdCriterion, { number: 1 }), { exact: true }).fill("Deciles 1 to 3");
  await page.getByLabel(yo.dar.date, { exact: true }).fill("23/11/2026");
  await page.getByRole("button", { name: yo.dar.submit }).click();
  await expect(page).toHaveURL(/\/yo\/nsr\/data-access-request-form\/submitted/);
  const reference = /DAR-\d{4}-\d{6}/.exec((await page.locator("main").textContent()) ?? "")![0];
  const mail = await mailTo(email);
  expect(mail.subject).toBe(format(mailWords.yo.ackSubject, { reference }));
  expect(mail.text).toContain(mailWords.yo.ackHeading);
  expect(mail.text).toContain(mailWords.yo.ackStep1);
  expect(mail.text).toContain(`${E2E_SITE_URL}/yo/nsr/data-access-request-form/status`);
  expect(mail.html).toContain('lang="yo"');

  // Its link opens the status page in Yoruba, with the day it was received written in Yoruba.
  await page.goto(linkIn(mail, mailWords.yo.ackCheckButton));
  await page.getByRole("button", { name: yo.dar.check }).click();
  await expect(page.getByRole("heading", { name: format(yo.dar.requestHeading, { reference }) })).toBeVisible();
  const [row] = await queryE2eDatabase<{ created_at: Date }>("SELECT created_at FROM data_access_request WHERE reference = $1", [
    reference,
  ]);
  await expect(page.locator("#request-status")).toContainText(formatMonthDayYear(lagosToday(new Date(row!.created_at)), "yo"));
});

test("an Igbo search finds the same page with and without tone marks", async ({ page }) => {
  const results = async (query: string) => {
    await page.goto(`/ig/search?query=${encodeURIComponent(query)}`);
    return page.locator(".search-result__title a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  };
  const marked = await results("ndekọ");
  const plain = await results("ndeko");
  expect(marked.length).toBeGreaterThan(0);
  expect(marked).toEqual(plain);
  expect(marked.every((href) => href?.startsWith("/ig/"))).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(format(ig.search.resultsFor, { query: "ndeko" }));
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
