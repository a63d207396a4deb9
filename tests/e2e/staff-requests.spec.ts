import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { linkIn, mailTo } from "./support/mail";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_URL } from "./support/server";
import { checked, expect, test } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A request officer's day, on a 360 px phone, without JavaScript (these pages have none): a
 * request arrives on paper, is typed in with its scan, the officer asks for
 * more information (the requester's mail holds the officer's words), the
 * requester opens the status page from the acknowledgement's link, the
 * officer approves (a second letter), and the statistics count it as paper.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

/** A scanned form, as a small PDF. */
const SCAN = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A move without a letter: the request has an address, and the page says no letter goes with the move, not that it has none. */
async function move(page: Page, choice: RegExp, note: string) {
  await page.getByRole("radio", { name: choice }).check();
  await page.getByRole("textbox", { name: "Note" }).fill(note);
  await page.getByRole("button", { name: "Move the request" }).click();
  await expect(page.getByText("Done: the request has moved on. No letter goes with this move.")).toBeVisible();
}

test("a paper request goes from the post to a decision, and its requester follows it", async ({ browser, staff }, testInfo) => {
  // Measured at up to 21 s on a quiet machine: three times that.
  test.setTimeout(scaled(75_000));
  const token = randomBytes(4).toString("hex");
  const email = `coop-${testInfo.project.name}-${token}@example.org`;
  const organisation = `Ɗanbatta Farmers' Cooperative ${token}`;
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const { page } = await staff(["request_officer"]);

  await page.goto("/staff");
  await page.getByRole("link", { name: /^The queue/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data access requests" })).toBeVisible();
  await checked(page);
  await page.getByRole("link", { name: "Enter a paper or e-mailed request" }).click();
  await checked(page);
  await page.getByRole("textbox", { name: "Name of organisation" }).fill(organisation);
  await page.getByRole("textbox", { name: "Office address" }).fill("Gidan Ƙasa, Ɗanbatta, Kano");
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  // Without the scan, the form says so and keeps what was typed.
  await page.getByRole("button", { name: "Enter the request" }).click();
  await expect(page.getByRole("link", { name: "Enter the sector your organisation works in." })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Attach the scanned form/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name of organisation" })).toHaveValue(organisation);
  await checked(page);
  await page.getByRole("textbox", { name: /^Sector/ }).fill("Agriculture");
  await page.getByRole("textbox", { name: "What the data is for" }).fill("To choose the wards our seed loans reach first.");
  await page.getByLabel("The scanned form or e-mail").setInputFiles({ name: "darf-scan.pdf", mimeType: "application/pdf", buffer: SCAN });
  await page.getByRole("button", { name: "Enter the request" }).click();
  await expect(page.getByText(/^Done: the request is entered, with its scan/)).toBeVisible();
  const reference = /DAR-\d{4}-\d{6}/.exec(await page.getByRole("heading", { level: 1 }).innerText())![0];
  // The status code, for the officer to pass on, is shown this once: the database keeps only its hash.
  const enteredCode = (await page.locator(".status-code").innerText()).trim();
  expect(enteredCode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4})+$/);
  await page.reload();
  await expect(page.getByText(/^Done: the request is entered, with its scan/)).toBeVisible();
  await expect(page.locator(".status-code")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "darf-scan.pdf" })).toBeVisible();
  await checked(page);

  // The review starts, then the officer asks for more, previewing the letter (in the request's language) first.
  await move(page, /^Start or resume the review/, "");
  const note = `Please send the ethics approval for the study (${token}).`;
  await page.getByRole("radio", { name: /^Ask the requester for more information/ }).check();
  await page.getByRole("textbox", { name: "Note" }).fill(note);
  await page.getByRole("button", { name: "Preview the letter" }).click();
  await expect(
    page.getByRole("heading", { name: `The letter, in English: Your data access request ${reference}: we need more information` }),
  ).toBeVisible();
  await expect(page.locator(".staff-letter")).toContainText(note);
  await checked(page);
  await page.getByRole("button", { name: "Send the letter and move the request" }).click();
  await expect(page.getByText("Done: the request has moved on, and the letter is on its way to the requester.")).toBeVisible();
  const asked = await mailTo(email, (subject) => subject.endsWith("we need more information"));
  expect(asked.text).toContain(note);

  // The requester, from the acknowledgement's link: the form is filled in; one press shows the request.
  const acknowledgement = await mailTo(email, (subject) => subject === `We have received your data access request ${reference}`);
  expect(acknowledgement.text).toContain(enteredCode);
  const requester = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: javaScript });
  const status = await requester.newPage();
  await status.goto(linkIn(acknowledgement, "Check my request", E2E_STAFF_PUBLIC_URL));
  await expect(status.getByRole("textbox", { name: "Reference number" })).toHaveValue(reference);
  await checked(status);
  await status.getByRole("button", { name: "Check my request" }).click();
  await expect(status.getByRole("heading", { name: `Request ${reference}` })).toBeVisible();
  await expect(status.getByText("More information needed", { exact: true }).first()).toBeVisible();
  await expect(status.getByText(note)).toBeVisible();
  // The results are where the reader lands.
  expect(new URL(status.url()).hash).toBe("#request-status");
  await checked(status);
  await requester.close();

  // The approval: the office has the signed agreement already, and says when the data goes. "Move" first shows the letter.
  await move(page, /^Start or resume the review/, "");
  await page.getByRole("radio", { name: /^Approve/ }).check();
  await page.getByRole("textbox", { name: "Note" }).fill("Approved for the wards named in the request.");
  await page.getByRole("checkbox", { name: "We will send a data-sharing agreement to sign and return" }).uncheck();
  await page.getByRole("checkbox", { name: "The signed data-sharing agreement they sent has been received" }).check();
  await expect(page.getByRole("checkbox", { name: "We will share the data" })).toBeChecked();
  await page.getByRole("textbox", { name: "The data will be shared by (optional)" }).fill("2026-12-15");
  await page.getByRole("button", { name: "Move the request" }).click();
  await expect(page.getByText("A letter goes with this move. Read it as the requester will, then send it.")).toBeVisible();
  const letter = page.locator(".staff-letter");
  await expect(letter).toContainText("We have received the data-sharing agreement your organisation signed.");
  await expect(letter).toContainText("by December 15, 2026.");
  await expect(letter).not.toContainText("We send you a data-sharing agreement");
  await checked(page);
  await page.getByRole("button", { name: "Send the letter and move the request" }).click();
  await expect(page.getByText("Done: the request has moved on, and the letter is on its way to the requester.")).toBeVisible();
  const approved = await mailTo(email, (subject) => subject === `Your data access request ${reference} is approved`);
  expect(approved.text).toContain("Approved for the wards named in the request.");
  expect(approved.text).toContain("We have received the data-sharing agreement your organisation signed.");
  expect(approved.text).not.toContain("We send you a data-sharing agreement");

  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page.getByText(/^Paper: \d+$/)).toBeVisible();
  await checked(page);
});
