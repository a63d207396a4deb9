import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { answerOf } from "../../app/features/payments/sentences";
import { GRIEVANCE_PLACE_PARAMS } from "../../app/site/query-params";
import { localePath, type Locale } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { addDays, lagosToday } from "../../app/utils/lagos-time";
import { slugify } from "../../app/utils/slug";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "./support/floor";
import { actAsNewVisitor } from "./support/visitor";

/**
 * A household's question, on a 240×320 phone, with and without JavaScript,
 * in English and Hausa (decision 0108): from the home page to their LGA's
 * page by links alone, the answer under its title on the first screen, the
 * dates into the phone's calendar, and "payment not received" filled in.
 * Each test publishes a window of its own in an LGA no other test uses, with
 * dates from today, so the answer never depends on the day the suite runs.
 */
test.use({ viewport: { width: 240, height: 320 } });

const STATE = { name: "Zamfara", slug: "zamfara" };
/** One LGA a test: each project runs each language's test once. */
const LGAS: Record<string, string> = { "en/js": "Anka", "en/no-js": "Bakura", "ha/js": "Bungudu", "ha/no-js": "Gummi" };

const inDays = (days: number) => addDays(lagosToday(), days);

for (const locale of ["en", "ha"] as Locale[]) {
  test(`${locale}: a reader finds when their LGA is paid, adds it to the calendar, and can report it`, async ({ page }, testInfo) => {
    const lga = LGAS[`${locale}/${testInfo.project.name}`]!;
    const words = messages[locale].payments;
    const id = `e2e-${randomBytes(4).toString("hex")}`;
    const window = { opensOn: inDays(3), closesOn: inDays(9), pauseReason: null };
    await queryE2eDatabase(
      `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on, provenance, status)
       VALUES ($1, 2026, 9, $2, $3, $4, $5, true, 'NCTO', $6, 'illustrative', 'published')`,
      [id, STATE.name, [lga], window.opensOn, window.closesOn, lagosToday()],
    );
    const answer = answerOf(lga, window, lagosToday(), words, locale);
    const lgaPath = localePath(locale, `/payments/${STATE.slug}/${slugify(lga)}`);
    // The page cache hears of the new window and drops its copy.
    await expect.poll(async () => (await (await page.request.get(lgaPath)).text()).includes(answer)).toBe(true);

    await actAsNewVisitor(page);
    await page.goto(localePath(locale, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: words.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expectNoSidewaysScroll(page);
    await page.getByRole("navigation", { name: words.chooseState }).getByRole("link", { name: STATE.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.stateTitle.replace("{state}", STATE.name));
    await page.getByRole("link", { name: lga, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lgaPath}$`));

    // The title and the answer, whole, on the first screen.
    await expectFirstScreenHeading(page);
    const sentence = page.locator(".payments__answer");
    await expect(sentence).toHaveText(answer);
    const box = (await sentence.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(320);
    await expectNoSidewaysScroll(page);
    await expect(page.getByText(messages[locale].isThisReal.neverCharges)).toBeVisible();

    // The calendar file holds this window as an all-day event.
    const calendar = page.getByRole("link", { name: words.calendarLink.replace("{place}", lga) });
    const ics = await page.request.get(new URL((await calendar.getAttribute("href"))!, page.url()).href);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = await ics.text();
    expect(body).toContain(`DTSTART;VALUE=DATE:${window.opensOn.replaceAll("-", "")}`);
    expect(body).toContain(`UID:${id}.${lga.toLowerCase()}@`);

    // Once the window opens, "not paid by the closing day? report it" leads to the form, filled in.
    await queryE2eDatabase("UPDATE payment_window SET opens_on = $2 WHERE id = $1", [id, inDays(-1)]);
    const report = page.getByRole("link", { name: words.reportLink });
    await expect.poll(async () => (await page.reload(), await report.count())).toBe(1);
    await report.click();
    await expect(page.getByRole("combobox", { name: messages[locale].grievanceForm.stateLabel })).toHaveValue(STATE.name);
    await expect(page.locator(`input[name="${GRIEVANCE_PLACE_PARAMS.lga}"]`)).toHaveValue(lga);
    await expect(page.locator('input[name="category"][value="payment-not-received"]')).toBeChecked();
  });
}

for (const locale of ["en", "ha"] as Locale[]) {
  test(`${locale}: a reader asks for texts about their LGA's payments, and the phone is asked to reply YES`, async ({ page }) => {
    const words = messages[locale].payments;
    const lga = "Maru";
    const typed = `0803 ${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, "0")}`;
    const phone = `+234${typed.replaceAll(" ", "").slice(1)}`;
    await actAsNewVisitor(page);
    await page.goto(localePath(locale, `/payments/${STATE.slug}/${slugify(lga)}`));
    const alerts = page.getByRole("region", { name: words.alertsHeading.replace("{lga}", lga) });
    await expect(alerts).toBeVisible();
    await expectAccessible(page);

    // A number that cannot be one: refused on the form's own page, what was typed kept, nothing stored.
    await alerts.getByLabel(words.alertsPhoneLabel).fill("0803 12");
    const submit = alerts.getByRole("button", { name: words.alertsSubmit.replace("{lga}", lga) });
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await submit.click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.alertsTitle.replace("{lga}", lga));
    await expect(page.locator(".field__error")).toContainText(words.alertsPhoneInvalid);
    await expect(page.getByLabel(words.alertsPhoneLabel)).toHaveValue("0803 12");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    expect(await queryE2eDatabase("SELECT 1 FROM payment_alert_subscription WHERE recipient = $1", [phone])).toEqual([]);

    await page.getByLabel(words.alertsPhoneLabel).fill(typed);
    await page.getByRole("button", { name: words.alertsSubmit.replace("{lga}", lga) }).click();
    await expect(page.getByText(words.alertsSent.split("{yes}")[0]!.trim())).toBeVisible();
    await expectFirstScreenHeading(page);
    // Pending until the phone replies YES; the text that asks it was queued with it (alerts.db.test.ts).
    const rows = await queryE2eDatabase(
      "SELECT state, lga, locale, via, confirmed_at FROM payment_alert_subscription WHERE recipient = $1",
      [phone],
    );
    expect(rows).toEqual([{ state: STATE.name, lga, locale, via: "web", confirmed_at: null }]);
  });
}
