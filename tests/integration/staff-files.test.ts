import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../server/app-process";
import { IMAGE_WIDTHS } from "../../app/features/media/addresses";
import { IMAGE_BUDGET_BYTES, uploadKey } from "../../app/features/media/process.server";
import { cameraPhoto } from "../support/camera-photo";
import { expectOnEveryInstance, outcome, text, word } from "./support/content";
import { PRODUCTION_SETTINGS, type TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * Photos and PDFs from the back office (issue 34): checked by their bytes,
 * photos made into sizes within the budget, kept in PostgreSQL with the
 * name of who sent them, and served by both instances at addresses readers
 * may keep; a news article with a photo reaches readers with its sizes.
 */
let site: TestSite;
let apps: AppProcess[];
let staffBase: string;
let photo: Buffer;

interface Person {
  name: string;
  browser: StaffBrowser;
}
let editor: Person;
let publisher: Person;

async function upload(who: Person, file: { name: string; type: string; content: Uint8Array<ArrayBuffer> | string } | null, alt = "") {
  await who.browser.get("/staff/files");
  return who.browser.postFile("/staff/files", { csrf: who.browser.csrf!, alt }, file);
}

const uploads = (key: string) => site.count("SELECT count(*) FROM media_upload WHERE key = $1", [key]);

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
  const second = await startAppProcess({ env: { ...site.logins, ...PRODUCTION_SETTINGS } });
  apps = [site.app, second];
  editor = await signedInStaff(site, staffBase, ["editor"]);
  publisher = await signedInStaff(site, staffBase, ["publisher"]);
  photo = await cameraPhoto({ seed: Number.parseInt(word().slice(2, 8), 16) });
}, scaled(120_000));

afterAll(async () => {
  await apps?.[1]?.stop();
  await site?.close();
});

describe("uploading", () => {
  it("makes a camera's photo into sizes within the budget, names who sent it, and serves them on both instances", async () => {
    const key = uploadKey(photo);
    const sent = await upload(
      editor,
      { name: "enumerators.jpg", type: "image/jpeg", content: new Uint8Array(photo) },
      "Enumerators at work",
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/staff/files?added=${key}#added`);
    const { rows } = await site.db.query<{ path: string; content_type: string; width: number; size: number }>(
      "SELECT path, content_type, width, octet_length(bytes) AS size FROM media_file WHERE key = $1 ORDER BY path",
      [key],
    );
    const sized = rows.filter((row) => !row.path.includes("-share."));
    expect(sized.map((row) => row.path).sort()).toEqual(
      IMAGE_WIDTHS.flatMap((width) => [`${key}-${width}.jpg`, `${key}-${width}.webp`]).sort(),
    );
    for (const row of sized) expect(row.size).toBeLessThanOrEqual(IMAGE_BUDGET_BYTES);
    expect(rows.find((row) => row.path === `${key}-share.jpg`)).toMatchObject({ content_type: "image/jpeg", width: 1200 });
    const [uploaded] = (
      await site.db.query<{ uploaded_by: string; alt_text: string; width: number; height: number }>(
        "SELECT uploaded_by, alt_text, width, height FROM media_upload WHERE key = $1",
        [key],
      )
    ).rows;
    expect(uploaded).toEqual({ uploaded_by: editor.name, alt_text: "Enumerators at work", width: 960, height: 720 });
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'file uploaded' AND actor = $1 AND subject = $2", [
        editor.name,
        `media_upload:${key}`,
      ]),
    ).toBe(1);

    const page = await editor.browser.get(`/staff/files?added=${key}`);
    expect(page.text).toContain(`/media/${key}-960.jpg`);
    for (const app of apps) {
      const served = await fetch(`${app.baseUrl}/media/${key}-640.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    expect((await fetch(`${site.app.baseUrl}/media/${"0".repeat(32)}-640.webp`)).status).toBe(404);

    const again = await upload(editor, { name: "same.jpg", type: "image/jpeg", content: new Uint8Array(photo) }, "The same photo");
    expect(again.status).toBe(303);
    expect(await uploads(key)).toBe(1);
  });

  it("refuses a page named x.pdf, a photo without words, and no file, with a message, storing nothing", async () => {
    const page = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    const before = await site.count("SELECT count(*) FROM media_upload");
    const html = await upload(editor, { name: "x.pdf", type: "application/pdf", content: page }, "");
    expect(html.status).toBe(415);
    expect(html.text).toContain("must be a photo (JPEG, PNG or WebP) or a PDF");
    expect(await uploads(uploadKey(Buffer.from(page)))).toBe(0);

    const other = await cameraPhoto({ width: 800, height: 600, seed: 7 });
    const wordless = await upload(editor, { name: "photo.jpg", type: "image/jpeg", content: new Uint8Array(other) }, "   ");
    expect(wordless.status).toBe(400);
    expect(wordless.text).toContain("Describe what the photo shows");
    expect(await uploads(uploadKey(other))).toBe(0);

    const tooLong = await upload(editor, { name: "photo.jpg", type: "image/jpeg", content: new Uint8Array(other) }, "x".repeat(301));
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("300 characters or fewer");

    const none = await upload(editor, null, "Kept words");
    expect(none.status).toBe(400);
    expect(none.text).toContain("Choose a photo or a PDF");
    expect(none.text).toContain("Kept words");
    expect(await site.count("SELECT count(*) FROM media_upload")).toBe(before);
  });

  it("refuses a PDF that could run something when opened, storing nothing (issue 46)", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(`app.alert('${word()}')`) });
    document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
    const hostile = await document.save();
    const refused = await upload(publisher, { name: "notice.pdf", type: "application/pdf", content: new Uint8Array(hostile) });
    expect(refused.status).toBe(415);
    expect(refused.text).toMatch(/The PDF holds \/(OpenAction|JavaScript|JS): it could run something when opened/);
    expect(await uploads(uploadKey(Buffer.from(hostile)))).toBe(0);
  });

  it("keeps a PDF as it came and serves it as a download, never as a page", async () => {
    const pdf = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${word()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
    const key = uploadKey(Buffer.from(pdf));
    expect((await upload(publisher, { name: "guidelines.pdf", type: "application/pdf", content: pdf })).status).toBe(303);
    const served = await fetch(`${site.app.baseUrl}/media/${key}.pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // Opened by the reader's own viewer, never by the browser inside the site's origin.
    expect(served.headers.get("content-disposition")).toBe(`attachment; filename="${key}.pdf"`);
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(await served.text()).toBe(pdf);

    const listed = await publisher.browser.get(`/staff/files?added=${key}`);
    const start = `/staff/content/policy_document/new?file_url=${encodeURIComponent(`/media/${key}.pdf`)}`;
    expect(listed.text).toContain(`href="${start.replace(/&/g, "&amp;")}"`);
    expect((await publisher.browser.get(start)).text).toContain(`value="/media/${key}.pdf"`);
    // Only an upload's address is put in a field from the link: never another site's.
    const other = await publisher.browser.get("/staff/content/policy_document/new?file_url=https%3A%2F%2Fexample.com%2Fx.pdf");
    expect(other.text).not.toContain("example.com");
  });

  it("is the back office's alone: the site's login writes no file, and a request officer uploads nothing", async () => {
    expect(
      await outcome(
        site.appDatabaseUrl,
        "INSERT INTO media_upload (key, kind, original_name, byte_size, uploaded_by) VALUES ($1, 'pdf', 'x.pdf', 1, 'x')",
        ["a".repeat(32)],
      ),
    ).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "DELETE FROM media_file")).toBe("42501");
    const officer = await signedInStaff(site, staffBase, ["request_officer"]);
    // The function checks the session's role itself: asked by the back office's own login, the only one that may call it.
    expect(
      await outcome(
        site.officeDatabaseUrl,
        "SELECT staff_media_add($1, $2, 'pdf', 'x.pdf', '', 1, ARRAY[$3], ARRAY['application/pdf'], ARRAY[NULL::integer], ARRAY[NULL::integer], ARRAY['JVBERg=='])",
        [officer.browser.tokenHash(), "b".repeat(32), `${"b".repeat(32)}.pdf`],
      ),
    ).toBe("42501");
    expect((await officer.browser.get("/staff/files")).status).toBe(403);
  });
});

describe("a news article with a photo", () => {
  it("reaches the list, the article and the home page on both instances with the photo's sizes and words", async () => {
    const token = word();
    const key = uploadKey(photo);
    await upload(editor, { name: "enumerators.jpg", type: "image/jpeg", content: new Uint8Array(photo) }, "Enumerators at work");
    const form = await editor.browser.get(`/staff/content/news_article/new?image_url=/media/${key}-960.jpg`);
    expect(form.text).toMatch(new RegExp(`<option value="/media/${key}-960.jpg" selected="">Enumerators at work`));
    const item = `photo-article-${token}`;
    expect(
      (
        await editor.browser.post("/staff/content/news_article/new", {
          csrf: editor.browser.csrf!,
          intent: "save",
          id: item,
          title: `Photo article ${token}`,
          slug: item,
          published_on: "2026-11-25",
          excerpt: "With a photo.",
          body: "Enumerators visited households.",
          image_url: `/media/${key}-960.jpg`,
          link: "",
          link_kind: "",
          provenance: "illustrative",
          source_url: "",
          source_as_at: "",
        })
      ).status,
    ).toBe(303);
    const page = `/staff/content/news_article/${item}`;
    const draftId = async () =>
      (await site.db.query<{ id: string }>("SELECT id FROM content_draft WHERE item_id = $1 AND state IN ('draft', 'in_review')", [item]))
        .rows[0]!.id;
    await editor.browser.get(page);
    expect((await editor.browser.post(page, { csrf: editor.browser.csrf!, intent: "submit", draft: await draftId() })).status).toBe(303);
    await publisher.browser.get(page);
    expect((await publisher.browser.post(page, { csrf: publisher.browser.csrf!, intent: "publish", draft: await draftId() })).status).toBe(
      303,
    );

    const picture = `<source type="image/webp" srcSet="/media/${key}-320.webp 320w, /media/${key}-640.webp 640w, /media/${key}-960.webp 960w"`;
    await expectOnEveryInstance(
      apps,
      async (app) => {
        const [article, list, home] = await Promise.all([text(app, `/news/${item}`), text(app, "/resource-hub/news"), text(app, "/")]);
        return {
          article: article.body.includes(picture) && article.body.includes('alt="Enumerators at work"'),
          share: article.body.includes(`/media/${key}-share.jpg"`),
          list: list.body.includes(picture),
          home: home.body.includes(picture),
        };
      },
      { article: true, share: true, list: true, home: true },
    );
  });

  it("fills a carousel slide on the home page with the photo's sizes", async () => {
    const token = word();
    const key = uploadKey(photo);
    await upload(editor, { name: "enumerators.jpg", type: "image/jpeg", content: new Uint8Array(photo) }, "Enumerators at work");
    await editor.browser.get("/staff/content/carousel_slide/new");
    const saved = await editor.browser.post("/staff/content/carousel_slide/new", {
      csrf: editor.browser.csrf!,
      intent: "save",
      id: `slide-${token}`,
      title: `Slide ${token}`,
      description: "Enumerators visit households.",
      image_url: `/media/${key}-960.jpg`,
      link: "",
      position: "1",
      provenance: "illustrative",
      source_url: "",
      source_as_at: "",
    });
    expect(saved.status).toBe(303);
    const page = `/staff/content/carousel_slide/slide-${token}`;
    const draft = (await site.db.query<{ id: string }>("SELECT id FROM content_draft WHERE item_id = $1", [`slide-${token}`])).rows[0]!.id;
    await publisher.browser.get(page);
    expect((await publisher.browser.post(page, { csrf: publisher.browser.csrf!, intent: "publish", draft })).status).toBe(303);
    await expectOnEveryInstance(
      apps,
      async (app) => {
        const home = (await text(app, "/")).body;
        return home.includes(`Slide ${token}`) && home.includes(`/media/${key}-640.webp 640w`);
      },
      true,
    );
  });
});
