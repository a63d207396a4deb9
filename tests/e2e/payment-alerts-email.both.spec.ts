import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { localePath, type Locale } from "../../app/i18n/locales";
import { mailWords } from "../../app/i18n/mail-words.server";
import { messages } from "../../app/i18n/messages.server";
import { slugify } from "../../app/utils/slug";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "./support/floor";
import { linkIn, mailTo } from "./support/mail";
import { actAsNewVisitor } from "./support/visitor";

/**
 * Payment alerts by e-mail (decision 0109), on a 240×320 phone, with and
 * without JavaScript, in English and Hausa: from an LGA's page to the e-mail
 * form, a refused address kept on screen, the one mail with its confirm link,
 * the link's button, then a confirmed window for the LGA makes exactly one
 * alert mail, whose stop link stops them. Each test has an LGA and an address
 * of its own (a retry reads its newest subscription). The fan-out is called for today as the sender's rounds call it
 * by day, so the test holds at night too.
 */
test.use({ viewport: { width: 240, height: 320 } });

const STATE = { name: "Sokoto", slug: "sokoto" };
const LGAS: Record<string, string> = { "en/js": "Binji", "en/no-js": "Gada", "ha/js": "Isa", "ha/no-js": "Tureta" };

/** Presses a link page's one button and waits for the page it answers with. */
async function press(page: import("@playwright/test").Page, button: string, title: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

for (const locale of ["en", "ha"] as Locale[]) {
  test(`${locale}: a reader gets payment alerts by e-mail, confirms them by the link, gets one, and stops them`, async ({
    page,
  }, testInfo) => {
    const lga = LGAS[`${locale}/${testInfo.project.name}`]!;
    const words = messages[locale].payments;
    const mail = mailWords[locale];
    const address = `alerts-${randomBytes(4).toString("hex")}@example.org`;
    await actAsNewVisitor(page);
    await page.goto(localePath(locale, `/payments/${STATE.slug}/${slugify(lga)}`));
    await page.getByRole("link", { name: format(words.alertsEmailLink, { lga }) }).click();
    await expect(page.getByRole("heading", { level: 2, name: format(words.alertsEmailHeading, { lga }) })).toBeVisible();

    // Not an address: refused on the form's own page, what was typed kept, nothing stored.
    await page.getByLabel(words.alertsEmailLabel).fill("reader at example");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: format(words.alertsEmailSubmit, { lga }) }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator(".field__error")).toContainText(words.alertsEmailInvalid);
    await expect(page.getByLabel(words.alertsEmailLabel)).toHaveValue("reader at example");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.getByLabel(words.alertsEmailLabel).fill(address);
    await page.getByRole("button", { name: format(words.alertsEmailSubmit, { lga }) }).click();
    await expect(page.getByText(format(words.alertsEmailSent, { lga }))).toBeVisible();
    await expectFirstScreenHeading(page);
    const subscription =
      "SELECT confirmed_at, stopped_why FROM payment_alert_subscription WHERE state = $1 AND lga = $2 AND channel = 'email' ORDER BY id DESC LIMIT 1";
    expect(await queryE2eDatabase(subscription, [STATE.name, lga])).toEqual([{ confirmed_at: null, stopped_why: null }]);

    // The one mail, in the page's language; opening its link changes nothing, the button confirms.
    const confirmation = await mailTo(address, (subject) => subject === format(mail.alertConfirmSubject, { lga }));
    await page.goto(linkIn(confirmation, mail.alertConfirmButton));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.alertsConfirmTitle);
    await expectAccessible(page);
    await press(page, words.alertsConfirmButton, words.alertsConfirmedTitle);
    expect(await queryE2eDatabase(subscription, [STATE.name, lga])).toEqual([{ confirmed_at: expect.any(Date), stopped_why: null }]);

    // A confirmed window for the LGA is news: one alert mail, which says what the page says.
    await queryE2eDatabase(
      `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                   provenance, status, publish_at)
       VALUES ($1, 2026, 9, $2, $3, (now() AT TIME ZONE 'Africa/Lagos')::date + 5, (now() AT TIME ZONE 'Africa/Lagos')::date + 9,
               true, 'NCTO', (now() AT TIME ZONE 'Africa/Lagos')::date, 'confirmed', 'published', now())`,
      [`e2e-mail-${randomBytes(4).toString("hex")}`, STATE.name, [lga]],
    );
    await queryE2eDatabase("SELECT payment_alert_queue(1000, (now() AT TIME ZONE 'Africa/Lagos')::date)");
    const alertSubject = format(mail.alertSubject, { lga, state: STATE.name });
    const alert = await mailTo(address, (subject) => subject === alertSubject);
    expect(alert.text).toContain(words.nobodyCanHurry);
    // A mail program's own Unsubscribe button posts to the stop link (RFC 8058).
    expect(alert.headerLines.find((header) => header.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    // One alert for the subscription that day, whoever ran the fan-out (the sender's rounds run it too by day).
    expect(
      await queryE2eDatabase(
        "SELECT alerts_that_day FROM payment_alert_subscription WHERE state = $1 AND lga = $2 AND channel = 'email' ORDER BY id DESC LIMIT 1",
        [STATE.name, lga],
      ),
    ).toEqual([{ alerts_that_day: 1 }]);

    const stop = linkIn(alert, mail.alertStop);
    await page.goto(stop);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.alertsStopTitle);
    await press(page, words.alertsStopButton, words.alertsStoppedTitle);
    expect(await queryE2eDatabase(subscription, [STATE.name, lga])).toEqual([{ confirmed_at: expect.any(Date), stopped_why: "stop" }]);
    // Its address is gone from the subscription, so the link names nothing now.
    await page.goto(stop);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.alertsLinkGoneTitle);
  });
}
