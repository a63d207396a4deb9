import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { word } from "./support/content";
import type { TestSite } from "./support/site";
import { signedInStaff, StaffBrowser, startStaffTestSite, type StaffBrowser as Browser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The editor's previews (decision 0035): the live Markdown preview answers
 * only a signed-in editor or publisher posting the form's token from the
 * back office's own pages, with the site's sanitised HTML; a draft's page
 * preview shows the draft through the public page's parts, and is the one
 * back-office page that the back office itself may frame.
 */
let site: TestSite;
let staffBase: string;
let editor: Browser;

const LIVE = "/staff/content/preview";

async function token(browser: Browser): Promise<string> {
  await browser.get("/staff/content");
  return browser.csrf!;
}

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
  ({ browser: editor } = await signedInStaff(site, staffBase, ["editor"]));
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("the live Markdown preview", () => {
  it("renders a field's Markdown through the site's allow-list", async () => {
    const answer = await editor.post(LIVE, {
      csrf: await token(editor),
      collection: "news_article",
      field: "body",
      body: '## Launch\n\nThe office wrote **this**.\n\n<script>alert("x")</script>\n\n[A trick](javascript:alert(1))',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.text).toContain("<h2>Launch</h2>");
    expect(answer.text).toContain("<strong>this</strong>");
    // Raw HTML is shown as text, never passed through, and a javascript: address is never a link.
    expect(answer.text).not.toMatch(/<script/i);
    expect(answer.text).toContain("&lt;script&gt;");
    expect(answer.text).not.toMatch(/href="javascript/i);
    expect(answer.text).not.toContain("<html");
  });

  it("renders a page's containers as the page will show them", async () => {
    const answer = await editor.post(LIVE, {
      csrf: await token(editor),
      collection: "content_page",
      field: "body",
      lead: "",
      body: "Some **words**.",
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("<strong>words</strong>");
  });

  it("refuses no session, a session without an editor's or publisher's role, a wrong token and another site's post", async () => {
    const fields = (csrf: string) => ({ csrf, collection: "news_article", field: "body", body: "**x**" });
    const stranger = new StaffBrowser(staffBase);
    const unsigned = await stranger.post(LIVE, fields("anything"));
    expect(unsigned.status).toBe(401);
    expect(unsigned.text).not.toContain("<strong>x</strong>");

    const { browser: officer } = await signedInStaff(site, staffBase, ["request_officer"]);
    // Its own token, from the back office's home page: the role, not the token, is what is missing.
    await officer.get("/staff");
    const noRole = await officer.post(LIVE, fields(officer.csrf!));
    expect(noRole.status).toBe(403);

    const wrongToken = await editor.post(LIVE, fields("not-the-token"));
    expect(wrongToken.status).toBe(403);

    const csrf = await token(editor);
    const crossSite = await editor.post(LIVE, fields(csrf), { Origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).not.toContain("<strong>x</strong>");
    const noOrigin = await editor.post(LIVE, fields(csrf), {});
    expect(noOrigin.status).toBe(403);
  });

  it("previews Markdown fields only, of collections that exist", async () => {
    const csrf = await token(editor);
    expect((await editor.post(LIVE, { csrf, collection: "news_article", field: "title", title: "x" })).status).toBe(400);
    expect((await editor.post(LIVE, { csrf, collection: "staff_account", field: "body", body: "x" })).status).toBe(404);
  });
});

describe("a draft's page preview", () => {
  async function saveDraft(table: string, fields: Record<string, string>): Promise<string> {
    const saved = await editor.post(`/staff/content/${table}/new`, {
      csrf: await token(editor),
      intent: "save",
      id: "",
      provenance: "illustrative",
      source_url: "",
      source_as_at: "",
      ...fields,
    });
    expect(saved.status).toBe(303);
    return saved.location!.split("?")[0]!;
  }

  it("shows a news draft as its article page, framed only by the back office", async () => {
    const title = `Preview article ${word()}`;
    const item = await saveDraft("news_article", {
      title,
      slug: `preview-${word()}`,
      published_on: "2026-11-20",
      excerpt: "",
      body: "The draft says **hello**.\n\n<script>alert(1)</script>",
      image_url: "",
      link: "",
      link_kind: "",
    });
    const page = await editor.get(`${item}/page-preview`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Preview: not published.");
    expect(page.text).toContain(`<h1 class="hero__title">${title}</h1>`);
    expect(page.text).toContain("<strong>hello</strong>");
    expect(page.text).not.toContain("<script>alert");
    expect(page.text).toContain("November 20, 2026");
    expect(page.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");

    const views = await editor.get(`${item}/preview`);
    expect(views.status).toBe(200);
    expect(views.text.match(new RegExp(`<iframe src="${item}/page-preview"`, "g"))).toHaveLength(2);
    expect(views.text).toContain(`<a href="${item}/page-preview">Open the phone view on its own</a>`);
    expect(views.headers.get("X-Frame-Options")).toBe("DENY");
    expect(views.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(views.headers.get("Content-Security-Policy")).toContain("frame-src 'self'");
    expect((await editor.get(item)).text).toContain(`href="${item}/preview"`);

    const stranger = new StaffBrowser(staffBase);
    const unsigned = await stranger.get(`${item}/page-preview`);
    expect(unsigned.status).toBe(303);
    expect(unsigned.location).toMatch(/^\/staff\/sign-in\?next=/);
    expect(await site.count("SELECT count(*) FROM news_article WHERE title = $1", [title])).toBe(0);
  });

  it("shows a page's draft in its section, with the collections its blocks place, while readers keep the live page", async () => {
    const { rows } = await site.db.query<{ id: string }>(
      "SELECT id FROM content_page WHERE path = '/who-we-are/about-us' AND locale = 'en'",
    );
    const item = `/staff/content/content_page/${rows[0]!.id}`;
    const phrase = `Draft paragraph ${word()}`;
    await editor.get(`${item}/edit`);
    const saved = await editor.post(`${item}/edit`, {
      csrf: editor.csrf!,
      intent: "save",
      path: "/who-we-are/about-us",
      lead: "The office's **draft** opening.",
      body: `## What changes\n\n${phrase}.\n\n::: team\n:::`,
      provenance: "illustrative",
      source_url: "",
      source_as_at: "",
    });
    expect(saved.status).toBe(303);
    const page = await editor.get(`${item}/page-preview`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Preview: not published.");
    // The section's hero, breadcrumb and side list are the page's, not the back office's address.
    expect(page.text).toContain('<h1 class="hero__title">About Us</h1>');
    expect(page.text).toMatch(/<a href="\/who-we-are\/about-us" aria-current="page">About Us<\/a>/);
    expect(page.text).toContain("<strong>draft</strong>");
    expect(page.text).toContain(phrase);
    // The team block is drawn from the live team.
    const { rows: team } = await site.db.query<{ role: string }>(
      "SELECT role FROM team_member WHERE locale = 'en' ORDER BY position LIMIT 1",
    );
    expect(page.text).toContain(`Read more about the ${team[0]!.role}`);
    const live = await fetch(`${site.app.baseUrl}/who-we-are/about-us`, { headers: site.visitor() });
    expect(await live.text()).not.toContain(phrase);
    expect((await editor.get(`${item}/preview`)).text.match(new RegExp(`<iframe src="${item}/page-preview"`, "g"))).toHaveLength(2);
  });

  it("shows a vacancy's draft as its page, and has no page for a collection without one", async () => {
    const title = `Preview officer ${word()}`;
    const item = await saveDraft("vacancy", {
      title,
      slug: `preview-officer-${word()}`,
      location: "Abuja",
      closes_on: "2099-01-31",
      summary: "A post.",
      body: "The *work*.",
    });
    const page = await editor.get(`${item}/page-preview`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);
    expect(page.text).toContain("<em>work</em>");
    expect(page.text).toContain("January 31, 2099");

    const notice = await saveDraft("notice", { title: `Preview notice ${word()}`, shown_on: "2026-11-25" });
    expect((await editor.get(`${notice}/page-preview`)).status).toBe(404);
    expect((await editor.get(`${notice}/preview`)).status).toBe(404);
  });
});
