import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_STAFF_URL } from "./support/server";
import { queryStaffDatabase } from "./support/database";
import { allowCodeAgain, inviteStaff, STAFF_PASSWORD, staffName, totpCode } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The back office in w3m, 40 columns wide: the forms read in order with
 * their labels and errors, and a signed-in page reads as words. A form is
 * posted as w3m posts it from the page, Referer included (w3m sends it).
 */
function w3m(pathname: string, options: { cookie?: string; post?: Record<string, string> } = {}): string {
  const args = ["-dump", "-cols", "40"];
  if (options.cookie) args.push("-header", `Cookie: ${options.cookie}`);
  if (options.post) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "w3m-")), "body");
    writeFileSync(file, new URLSearchParams(options.post).toString());
    args.push("-post", file, "-header", `Referer: ${E2E_STAFF_URL}${pathname}`);
  }
  // Lines wrap at 40 columns: the words are compared with their spacing made plain.
  return execFileSync("w3m", [...args, `${E2E_STAFF_URL}${pathname}`], { encoding: "utf8", timeout: scaled(30_000) }).replace(/\s+/g, " ");
}

test("signing in reads in order, and a refusal says why", () => {
  const page = w3m("/staff/sign-in");
  expect(page).toMatch(/Sign in to the back office[\s\S]*Name[\s\S]*Password[\s\S]*Continue/);
  const refused = w3m("/staff/sign-in", { post: { name: "nobody_here", password: "wrong password here" } });
  expect(refused).toMatch(/There is a problem[\s\S]*The name, password or code is not right\./);
});

test("a signed-in administrator's pages read as words", async ({ request }) => {
  const name = staffName("w3m");
  const invitation = await inviteStaff(name, ["admin"]);
  const headers = { Origin: E2E_STAFF_URL };
  let cookie = "";
  const keep = (setCookie: string | undefined) => {
    const pair = setCookie?.split(";")[0];
    if (pair) cookie = pair;
  };
  const post = async (pathname: string, form: Record<string, string>) => {
    const response = await request.post(`${E2E_STAFF_URL}${pathname}`, { form, headers: { ...headers, Cookie: cookie }, maxRedirects: 0 });
    keep(response.headers()["set-cookie"]);
    return response;
  };
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const setup = w3m("/staff/enrol/authenticator", { cookie });
  expect(setup).toMatch(/Set up your authenticator app[\s\S]*Key for/);
  const secret = /Key for \S+: ([A-Z2-7 ]+?) \(/.exec(setup)?.[1]?.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const done = await post("/staff/enrol/authenticator", { code: await totpCode(secret!) });
  expect(done.status()).toBe(200);
  await allowCodeAgain(name);

  const home = w3m("/staff", { cookie });
  expect(home).toContain(`Signed in as Tester ${name}`);
  expect(home).toMatch(/Sign out on every device/);
  const accounts = w3m("/staff/accounts", { cookie });
  expect(accounts).toMatch(/Accounts[\s\S]*Tester[\s\S]*Invite a colleague[\s\S]*Roles/);
  // Text messages: the counters' table and the failures, as words (an admin may see them).
  expect(w3m("/staff/sms", { cookie })).toMatch(
    /Text messages[\s\S]*Counts[\s\S]*This month[\s\S]*Last month[\s\S]*Failures: This month[\s\S]*Show last month/,
  );
  const partners = w3m("/staff/partners", { cookie });
  expect(partners).toMatch(
    /Partners of the grievance API[\s\S]*Name of the organisation[\s\S]*Contact e-mail address[\s\S]*Add the partner and make its key/,
  );
});

test("publishing reads in order, and a publisher publishes from w3m", async ({ request }) => {
  const name = staffName("w3mpub");
  const invitation = await inviteStaff(name, ["editor", "publisher"]);
  let cookie = "";
  const post = async (pathname: string, form: Record<string, string>) => {
    const response = await request.post(`${E2E_STAFF_URL}${pathname}`, {
      form,
      headers: { Origin: E2E_STAFF_URL, Cookie: cookie },
      maxRedirects: 0,
    });
    const pair = response.headers()["set-cookie"]?.split(";")[0];
    if (pair) cookie = pair;
    return response;
  };
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const setup = w3m("/staff/enrol/authenticator", { cookie });
  const secret = /Key for \S+: ([A-Z2-7 ]+?) \(/.exec(setup)![1]!.replace(/\s/g, "");
  await post("/staff/enrol/authenticator", { code: await totpCode(secret) });
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await request.get(`${E2E_STAFF_URL}/staff/content`, { headers: { Cookie: cookie } })).text(),
  )![1]!;
  // Many payment windows at once: the upload reads in order, and a post without a file says what is missing.
  expect(w3m("/staff/payments", { cookie })).toMatch(
    /Payment windows: many at once[\s\S]*The file of windows[\s\S]*Check the file[\s\S]*Uploads waiting for review/,
  );
  expect(w3m("/staff/payments", { cookie, post: { csrf, intent: "check" } })).toMatch(
    /There is a problem[\s\S]*Choose the file of windows \(CSV\)/,
  );
  const title = `Read in a text browser ${staffName("t")}`;
  const saved = await post("/staff/content/notice/new", {
    csrf,
    intent: "save",
    id: "",
    title,
    shown_on: "2026-11-25",
    provenance: "confirmed",
    source_url: "",
    source_as_at: "",
  });
  expect(saved.status()).toBe(303);
  const item = saved.headers()["location"]!.split("?")[0]!;

  const list = w3m("/staff/content/notice", { cookie });
  expect(list).toMatch(/Notices[\s\S]*Write a notice[\s\S]*Status[\s\S]*Item Status Source/);
  const page = w3m(item, { cookie });
  expect(page).toMatch(
    /Draft[\s\S]*What the draft changes[\s\S]*Notice[\s\S]*Publish[\s\S]*Appears from \(Lagos time\)[\s\S]*Why it is urgent/,
  );
  // w3m posts the form; it does not send a -header cookie after the redirect, so the page is read again.
  w3m(item, {
    cookie,
    post: {
      csrf,
      intent: "publish",
      draft: /name="draft" value="(\d+)"/.exec(
        await (await request.get(`${E2E_STAFF_URL}${item}`, { headers: { Cookie: cookie } })).text(),
      )![1]!,
      publish_at: "",
      unpublish_at: "",
      urgent: "Read aloud on the radio today",
    },
  });
  expect(w3m(item, { cookie })).toMatch(/Status Live/);
  // Taking it off the site is a link to a second step, which reads as words with its two choices.
  expect(w3m(item, { cookie })).toMatch(/Take it off the site[\s\S]*Unpublish…[\s\S]*Archive…/);
  expect(w3m(`${item}?take-off=unpublish`, { cookie })).toMatch(
    /Unpublish[\s\S]+This\s+takes\s+it\s+off\s+the\s+public\s+site\s+at\s+once[\s\S]*Yes, unpublish[\s\S]*Cancel/,
  );

  // A news draft's page preview: its frames' links read as words, and its page reads on its own.
  const headline = `Previewed in a text browser ${staffName("t")}`;
  const news = await post("/staff/content/news_article/new", {
    csrf,
    intent: "save",
    id: "",
    title: headline,
    slug: `w3m-preview-${staffName("t").replace(/_/g, "-")}`,
    published_on: "2026-11-25",
    excerpt: "",
    body: "Read **aloud** on the radio.",
    image_url: "",
    link: "",
    link_kind: "",
    provenance: "illustrative",
    source_url: "",
    source_as_at: "",
  });
  expect(news.status()).toBe(303);
  const article = news.headers()["location"]!.split("?")[0]!;
  expect(w3m(article, { cookie })).toContain("See its page on a phone and a desktop");
  expect(w3m(`${article}/preview`, { cookie })).toMatch(
    /Preview: Previewed in a text browser[\s\S]*On a phone, 360 px wide\. Open the phone view on its own[\s\S]*Open the desktop view on its own/,
  );
  expect(w3m(`${article}/page-preview`, { cookie })).toMatch(
    /Preview: not published\.[\s\S]*Previewed in a text browser[\s\S]*Read aloud on the radio\./,
  );

  // Files: the upload form reads in order, and an upload is listed with its words and address.
  const pdf = Buffer.from(`%PDF-1.4\n% ${staffName("t")}\n%%EOF\n`);
  const sent = await request.post(`${E2E_STAFF_URL}/staff/files`, {
    multipart: { csrf, alt: "", file: { name: "minutes-read-in-w3m.pdf", mimeType: "application/pdf", buffer: pdf } },
    headers: { Origin: E2E_STAFF_URL, Cookie: cookie },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(w3m("/staff/files", { cookie })).toMatch(
    /Upload a photo or a PDF[\s\S]*The file[\s\S]*What the photo shows[\s\S]*Upload[\s\S]*Uploaded[\s\S]*minutes-read-in-w3m\.pdf \(PDF[\s\S]*Address: \/media\/\s*[0-9a-f]{32}\.pdf/,
  );
});

test("a request officer's queue and request read in order, and a move is posted from w3m", async ({ request }) => {
  const name = staffName("w3mro");
  const invitation = await inviteStaff(name, ["request_officer"]);
  let cookie = "";
  const post = async (pathname: string, form: Record<string, string>) => {
    const response = await request.post(`${E2E_STAFF_URL}${pathname}`, {
      form,
      headers: { Origin: E2E_STAFF_URL, Cookie: cookie },
      maxRedirects: 0,
    });
    const pair = response.headers()["set-cookie"]?.split(";")[0];
    if (pair) cookie = pair;
    return response;
  };
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const secret = /Key for \S+: ([A-Z2-7 ]+?) \(/.exec(w3m("/staff/enrol/authenticator", { cookie }))![1]!.replace(/\s/g, "");
  await post("/staff/enrol/authenticator", { code: await totpCode(secret) });
  const [entered] = await queryStaffDatabase<{ reference: string }>(
    `INSERT INTO data_access_request (organization_name, office_address, sector, wants_households, wants_individuals, wants_location, channel)
     VALUES ('Read Aloud Trust', '1 Road', 'Research', false, false, false, 'web form') RETURNING reference`,
  );
  const reference = entered!.reference;
  expect(w3m("/staff/requests?view=open", { cookie })).toMatch(
    new RegExp(
      `Data access requests[\\s\\S]*New \\(\\d+\\)[\\s\\S]*Overdue \\(\\d+\\)[\\s\\S]*Reference Organisation Status Age With[\\s\\S]*${reference}`,
    ),
  );
  const page = `/staff/requests/${reference}`;
  expect(w3m(page, { cookie })).toMatch(
    /Status Received[\s\S]*Contact details[\s\S]*Show contact details[\s\S]*Who handles it[\s\S]*What happens next[\s\S]*Move the request to[\s\S]*Note[\s\S]*Preview the letter[\s\S]*Move the request[\s\S]*History/,
  );
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await request.get(`${E2E_STAFF_URL}${page}`, { headers: { Cookie: cookie } })).text(),
  )![1]!;
  w3m(page, { cookie, post: { csrf, intent: "move", status: "under_review", note: "" } });
  expect(w3m(page, { cookie })).toMatch(
    new RegExp(`Status Under review[\\s\\S]*History \\d.* ${name}: Moved from Received to Under review`),
  );
});
