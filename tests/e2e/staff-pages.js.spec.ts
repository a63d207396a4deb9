import { expect, test } from "@playwright/test";
import { contentCollections } from "../../app/features/staff-content/collections";
import { expectAccessible } from "./support/axe";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_URL } from "./support/server";
import { signInAs, staffName } from "./support/staff";

/**
 * axe on every page of the back office, as a person who holds every role
 * sees it: the lists of every collection with their filters, an item with
 * its history and a compared revision, its form, its previews, files, the
 * register, accounts and the password form. The other staff specs check
 * the same pages at each step of a task; this walk leaves none out.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });

test("every back-office page has nothing serious or critical for axe", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const name = staffName(`${testInfo.project.name}axe`);
  await signInAs(page, E2E_STAFF_URL, name, ["editor", "publisher", "request_officer", "admin"]);
  const [revision] = await queryStaffDatabase<{ collection: string; item_id: string; id: string }>(
    "SELECT collection, item_id, id::text FROM content_revision WHERE collection = 'content_page' ORDER BY id LIMIT 1",
  );
  const item = `/staff/content/${revision!.collection}/${revision!.item_id}`;
  const [request] = await queryStaffDatabase<{ reference: string }>(
    `INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals, wants_location, channel)
     VALUES ('Axe Walk Trust', '1 Road', 'Research', false, false, false, 'web form') RETURNING reference`,
  );
  const [issue] = await queryStaffDatabase<{ id: string }>(
    "INSERT INTO newsletter_issue (subject, body, created_by, updated_by) VALUES ('Axe walk', 'Hello.', 'e2e', 'e2e') RETURNING id::text",
  );
  const pages = [
    "/staff",
    "/staff/content",
    ...contentCollections.map((collection) => `/staff/content/${collection.table}`),
    ...contentCollections.map((collection) => `/staff/content/${collection.table}/new`),
    "/staff/content/news_article?status=live&provenance=illustrative",
    item,
    `${item}?compare=${revision!.id}#compared`,
    `${item}/edit`,
    `${item}/preview`,
    `${item}/page-preview`,
    "/staff/files",
    "/staff/register",
    "/staff/accounts",
    `/staff/accounts?roles=${name}`,
    "/staff/password",
    "/staff/email",
    "/staff/requests",
    "/staff/requests?view=decided",
    "/staff/requests/new",
    `/staff/requests/${request!.reference}`,
    `/staff/requests/${request!.reference}/attachments`,
    "/staff/requests/export",
    "/staff/holidays",
    "/staff/statistics",
    "/staff/newsletters",
    "/staff/newsletters/new",
    "/staff/messages",
    "/staff/feedback",
    `/staff/newsletters/${issue!.id}`,
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectAccessible(page);
  }
});
