import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../../server/app-process";
import { embeddedUrl } from "../../server/database/credentials";
import { expectAccessible } from "./support/axe";
import { queryE2eDatabase } from "./support/database";
import { expectNoSidewaysScroll } from "./support/floor";
import { E2E_DB_DIR, E2E_DB_PORT, E2E_SESSION_SECRET, E2E_SITE_URL } from "./support/server";
import { actAsNewVisitor } from "./support/visitor";
import { scaled } from "../support/time-scale";

/**
 * The data access request's phone number (issue 51) on a feature phone's screen, without
 * JavaScript (the form has none). The end-to-end server keeps text messages as files, so it does not ask for a number
 * (production's rule, features/requests/phone.server.ts); this spec starts a public site of its
 * own on the same database that sends them (SMS_TRANSPORT=africastalking; a site-only process
 * sends nothing itself, the back office's does), as a deployment with a short code runs.
 */
let server: ChildProcess;
let base: string;

test.use({ viewport: { width: 240, height: 320 } });

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["build/server/index.js", "site"], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: E2E_SITE_URL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      DATABASE_URL: embeddedUrl(E2E_DB_DIR, E2E_DB_PORT, "app"),
      MAIL_TRANSPORT: "files",
      SMS_TRANSPORT: "africastalking",
      METRICS_PORT: "0",
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/healthz`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: scaled(60_000) },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test.beforeEach(async ({ page }) => actAsNewVisitor(page));

test("a bad phone number is refused with every entry kept; a good one is kept as +234… and its SMS queued", async ({ page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  const organisation = `Kano Text Receipt Office (${testInfo.project.name} ${Date.now()})`;
  await page.goto(`${base}/nsr/data-access-request-form`);
  const phone = page.getByLabel("Phone number");
  await expect(phone).toHaveAccessibleDescription(/We use it only to send you this request's reference number by text message\./);
  await page.getByLabel("Name of organisation").fill(organisation);
  await page.getByLabel("Office address").fill("Block C, State Secretariat, Kano");
  await page.getByLabel("E-mail address").fill("kano-office@example.org");
  await page.getByLabel("Sector").fill("State government");
  await phone.fill("0803 12");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Submit request" }).click();

  const message = "Enter a Nigerian phone number, such as 0803 123 4567 or +234 803 123 4567.";
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#dar-phone");
  await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(new RegExp(message.replace(/[+.]/g, "\\$&")));
  await expect(page.getByLabel("Phone number")).toHaveValue("0803 12");
  await expect(page.getByLabel("Name of organisation")).toHaveValue(organisation);
  await expect(page.getByLabel("E-mail address")).toHaveValue("kano-office@example.org");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(await queryE2eDatabase("SELECT 1 FROM data_access_request WHERE organization_name = $1", [organisation])).toEqual([]);

  await page.getByLabel("Phone number").fill("0803 123 4567");
  await page.getByRole("button", { name: "Submit request" }).click();
  // Whether the page promises the text depends on the back office's sender, and this end-to-end
  // server's keeps texts as files, giving each up at once in production: the promise is proven
  // where a back office sends them (tests/integration/request-phone.test.ts). Here, what is stored.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const [stored] = await queryE2eDatabase<{ reference: string; phone: string }>(
    "SELECT reference, phone FROM data_access_request WHERE organization_name = $1",
    [organisation],
  );
  await expect(page.getByText(stored!.reference).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(stored!.phone).toBe("+2348031234567");
  const queued = await queryE2eDatabase<{ kind: string; reference: string }>(
    "SELECT kind, params ->> 'reference' AS reference FROM sms_outbox WHERE request_reference = $1",
    [stored!.reference],
  );
  expect(queued).toEqual([{ kind: "request receipt", reference: stored!.reference }]);
});

test("the phone number's field and hint are in the page's language", async ({ page }) => {
  await page.goto(`${base}/yo/nsr/data-access-request-form`);
  await expect(page.getByLabel("Nọ́mbà fóònù")).toHaveAccessibleDescription(/àtẹ̀jíṣẹ́/);
  await expectNoSidewaysScroll(page);
});
