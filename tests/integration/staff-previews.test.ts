import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSite } from "./support/site";
import { signedInStaff, StaffBrowser, startStaffTestSite, type StaffBrowser as Browser } from "./support/staff";

/**
 * The editor's previews (decision 0035): the live Markdown preview answers
 * only a signed-in editor or publisher posting the form's token from the
 * back office's own pages, with the site's sanitised HTML.
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
}, 120_000);

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
