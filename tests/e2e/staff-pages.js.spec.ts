import { collectionManifests } from "../../app/features/content-pages/collections";
import { expectAccessible } from "./support/axe";
import { queryStaffDatabase } from "./support/database";
import { E2E_STAFF_URL } from "./support/server";
import { expect, inviteStaff, staffName, test, type StaffRole } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * axe on every page of the back office, as a person who holds every role
 * sees it: the lists of every collection with their filters, an item with
 * its history and a compared revision, its form, its previews, files, the
 * register, accounts and the password form. The other staff specs check
 * the same pages at each step of a task; this walk leaves none out. One test
 * per page, so that each has its own time and a failure names the page.
 */
test.use({ baseURL: E2E_STAFF_URL, viewport: { width: 360, height: 740 } });
// A worker's first page also enrols its account and makes the subjects: 24 s measured on a quiet machine.
test.describe.configure({ timeout: scaled(120_000) });

const EVERY_ROLE: StaffRole[] = ["editor", "publisher", "request_officer", "grievance_officer", "admin"];

/** What the pages below are about: a page's first revision, a request, a newsletter and a colleague, made once per worker. */
interface Subjects {
  item: string;
  revision: string;
  request: string;
  issue: string;
  colleague: string;
}
let subjects: Promise<Subjects> | undefined;
function made(): Promise<Subjects> {
  subjects ??= (async () => {
    const [revision] = await queryStaffDatabase<{ collection: string; item_id: string; id: string }>(
      "SELECT collection, item_id, id::text FROM content_revision WHERE collection = 'content_page' ORDER BY id LIMIT 1",
    );
    const [request] = await queryStaffDatabase<{ reference: string }>(
      `INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals, wants_location, channel)
       VALUES ('Axe Walk Trust', '1 Road', 'Research', false, false, false, 'web form') RETURNING reference`,
    );
    const [issue] = await queryStaffDatabase<{ id: string }>(
      "INSERT INTO newsletter_issue (subject, body, created_by, updated_by) VALUES ('Axe walk', 'Hello.', 'e2e', 'e2e') RETURNING id::text",
    );
    // An admin's own roles are another admin's to change: the form is for a colleague's.
    const colleague = staffName("axemate");
    // A grievance officer too, so that their page shows the desk's form under the roles'.
    await inviteStaff(colleague, ["editor", "grievance_officer"]);
    return {
      colleague,
      item: `/staff/content/${revision!.collection}/${revision!.item_id}`,
      revision: revision!.id,
      request: request!.reference,
      issue: issue!.id,
    };
  })();
  return subjects;
}

/** Each page by a name, and its address once the subjects exist and the account's name is known. */
const PAGES: [string, (subjects: Subjects) => string][] = [
  ["/staff", () => "/staff"],
  ["/staff/content", () => "/staff/content"],
  ...collectionManifests.map((collection): [string, () => string] => [
    `/staff/content/${collection.table}`,
    () => `/staff/content/${collection.table}`,
  ]),
  ...collectionManifests.map((collection): [string, () => string] => [
    `/staff/content/${collection.table}/new`,
    () => `/staff/content/${collection.table}/new`,
  ]),
  ["news articles filtered", () => "/staff/content/news_article?status=live&provenance=illustrative"],
  ["an item", ({ item }) => item],
  ["an item compared with a revision", ({ item, revision }) => `${item}?compare=${revision}#compared`],
  ["an item's form", ({ item }) => `${item}/edit`],
  ["an item's step before unpublishing", ({ item }) => `${item}?take-off=unpublish#take-off`],
  ["an item's preview", ({ item }) => `${item}/preview`],
  ["an item's page preview", ({ item }) => `${item}/page-preview`],
  ["/staff/files", () => "/staff/files"],
  ["/staff/register", () => "/staff/register"],
  ["/staff/payments", () => "/staff/payments"],
  ["/staff/accounts", () => "/staff/accounts"],
  ["a colleague's roles", ({ colleague }) => `/staff/accounts?roles=${colleague}`],
  ["/staff/password", () => "/staff/password"],
  ["/staff/email", () => "/staff/email"],
  ["/staff/requests", () => "/staff/requests"],
  ["the decided requests", () => "/staff/requests?view=decided"],
  ["/staff/requests/new", () => "/staff/requests/new"],
  ["/staff/grievances/new", () => "/staff/grievances/new"],
  ["/staff/sms", () => "/staff/sms"],
  ["a request", ({ request }) => `/staff/requests/${request}`],
  ["a request's attachments", ({ request }) => `/staff/requests/${request}/attachments`],
  ["/staff/requests/export", () => "/staff/requests/export"],
  ["/staff/holidays", () => "/staff/holidays"],
  ["/staff/partners", () => "/staff/partners"],
  ["/staff/statistics", () => "/staff/statistics"],
  ["/staff/newsletters", () => "/staff/newsletters"],
  ["/staff/newsletters/new", () => "/staff/newsletters/new"],
  ["/staff/messages", () => "/staff/messages"],
  ["/staff/feedback", () => "/staff/feedback"],
  ["a newsletter", ({ issue }) => `/staff/newsletters/${issue}`],
];

for (const [label, address] of PAGES) {
  test(`axe finds nothing serious or critical on ${label}`, async ({ staff }) => {
    const { page } = await staff(EVERY_ROLE);
    const path = address(await made());
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectAccessible(page);
  });
}
