import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppProcess } from "../../server/app-process";
import { withClient } from "../../server/database/pg";
import { wholeSitemap } from "../support/sitemap";
import {
  EDITOR_NAME,
  expectOnEveryInstance,
  outcome,
  REACHES_READERS_MS,
  startContentTestbed,
  text,
  word,
  type ContentTestbed,
} from "./support/content";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Documents, tenders and vacancies in PostgreSQL, on two instances of the
 * site on one database, written by an editor's own login.
 */
let bed: ContentTestbed;
let apps: AppProcess[];

beforeAll(async () => {
  bed = await startContentTestbed();
  apps = bed.apps;
}, scaled(120_000));

afterAll(() => bed?.close());

/** Every instance answers `path` so that `holds` is true of it, within the deadline. */
async function onEveryInstance(path: string, holds: (page: { status: number; body: string }) => boolean, what: string) {
  await until(async () => (await Promise.all(apps.map((app) => text(app, path)))).every(holds), REACHES_READERS_MS, what);
}

const lagosDate = (days: number) => `(now() AT TIME ZONE 'Africa/Lagos')::date + ${days}`;

describe("documents and tenders", () => {
  it("show a published document on its list and in search on both instances, and withdraw it", async () => {
    const token = word();
    const id = `test-${token}`;
    const title = `Test document ${token}`;
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO policy_document (id, title, published_on, summary, file_url, provenance, status)
         VALUES ($1, $2, ${lagosDate(1)}, 'A **bold** summary.', '/files/documents/x.pdf', 'illustrative', 'published')`,
        [id, title],
      ),
    );
    const list = "/resource-hub/policy-and-governance-documents";
    await onEveryInstance(
      list,
      (page) => page.body.includes(title) && page.body.includes("A <strong>bold</strong> summary."),
      "the document listed",
    );
    await onEveryInstance(`/search?query=${token}`, (page) => page.body.includes(title), "the document in search");
    await bed.asEditor((client) => client.query("UPDATE policy_document SET status = 'archived' WHERE id = $1", [id]));
    await onEveryInstance(list, (page) => !page.body.includes(title), "the document gone from the list");
    await onEveryInstance(`/search?query=${token}`, (page) => !page.body.includes(title), "the document gone from search");
  });

  it("put an open tender first, saying when it closes, and mark one past its closing date closed", async () => {
    const open = { id: `test-open-${word()}`, title: `Open tender ${word()}` };
    const closed = { id: `test-closed-${word()}`, title: `Closed tender ${word()}` };
    await bed.asEditor(async (client) => {
      for (const [tender, closes] of [
        [open, lagosDate(14)],
        [closed, lagosDate(-1)],
      ] as const) {
        await client.query(
          `INSERT INTO tender (id, title, published_on, closes_on, file_url, provenance, status, publish_at)
           VALUES ($1, $2, ${lagosDate(-30)}, ${closes}, '/files/tenders/x.pdf', 'illustrative', 'published', now() - interval '30 days')`,
          [tender.id, tender.title],
        );
      }
    });
    await onEveryInstance(
      "/get-involved/tenders",
      (page) => page.body.includes(open.title) && page.body.includes(closed.title),
      "both tenders listed",
    );
    const { body } = await text(apps[1]!, "/get-involved/tenders");
    const entries = [...body.matchAll(/<article[\s\S]*?<\/article>/g)].map((match) => match[0]);
    expect(entries[0]).toContain(open.title);
    expect(entries[0]).toMatch(/Open: closes on [A-Z][a-z]+ \d{2}, \d{4}/);
    expect(entries.find((entry) => entry.includes(closed.title))).toMatch(/Closed on [A-Z][a-z]+ \d{2}, \d{4}/);
  });

  it("refuse a tender that closes before it was published", async () => {
    expect(
      await outcome(
        bed.editorUrl,
        `INSERT INTO tender (id, title, published_on, closes_on, file_url, provenance) VALUES ($1, 'T', '2026-01-10', '2026-01-09', '/x.pdf', 'spec')`,
        [`test-${word()}`],
      ),
    ).toBe("23514");
  });
});

describe("FAQs", () => {
  it("show a published question at its place on the page and in search, linked to its anchor, and never a draft", async () => {
    const token = word();
    const [published, draft] = [`test-${token}`, `test-draft-${token}`];
    await bed.asEditor(async (client) => {
      for (const [id, status] of [
        [published, "published"],
        [draft, "draft"],
      ]) {
        await client.query(
          `INSERT INTO faq (id, question, answer, position, provenance, status)
           VALUES ($1, $2, 'Call [969](tel:969) about ' || $3 || '.', 1, 'illustrative', $4)`,
          [id, `Question ${id}?`, token, status],
        );
      }
    });
    await onEveryInstance(
      "/resource-hub/faqs",
      // The answer's Markdown, with its phone link.
      (page) => page.body.includes(`Question ${published}?`) && page.body.includes(`<a href="tel:969">969</a> about ${token}.`),
      "the question on the FAQ page",
    );
    const { body } = await text(apps[0]!, "/resource-hub/faqs");
    expect(body).not.toContain(`Question ${draft}?`);
    // Position 1, with the launch questions: first among them, before any at position 2.
    expect(body.indexOf(`id="${published}"`)).toBeLessThan(body.indexOf('id="what-is-the-national-social-register"'));
    await onEveryInstance(
      `/search?query=${token}`,
      (page) => page.body.includes(`/resource-hub/faqs#${published}`) && !page.body.includes(`Question ${draft}?`),
      "the question in search",
    );
  });
});

describe("testimonials", () => {
  it("show a published testimonial in its place on the home page of both instances, and withdraw it", async () => {
    const token = word();
    const id = `test-${token}`;
    const message = `The register found us (${token}).`;
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO testimonial (id, speaker, place, message, position, provenance, status)
         VALUES ($1, 'Household head', 'Kwara State', $2, 1, 'confirmed', 'published')`,
        [id, message],
      ),
    );
    await onEveryInstance("/", (page) => page.body.includes(message), "the testimonial on the home page");
    const { body } = await text(apps[0]!, "/");
    // Position 1 sorts with the first launch testimonial, by id, and before the second.
    expect(body.indexOf(message)).toBeLessThan(body.indexOf("We were asked to help name the poorest households"));
    await bed.asEditor((client) => client.query("UPDATE testimonial SET status = 'archived' WHERE id = $1", [id]));
    await onEveryInstance("/", (page) => !page.body.includes(message), "the testimonial gone from the home page");
  });
});

describe("vacancies", () => {
  async function createVacancy(fields: { closesIn: number; status?: string; publishedDaysAgo?: number }) {
    const token = word();
    const vacancy = { id: `test-${token}`, slug: `test-${token}`, title: `Test vacancy ${token}` };
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO vacancy (id, slug, title, location, summary, body, closes_on, provenance, status, publish_at)
         VALUES ($1, $2, $3, 'Kano', 'A vacancy the tests wrote.', '## How to apply' || chr(10) || chr(10) || 'Write to us.',
                 ${lagosDate(fields.closesIn)}, 'illustrative', $4, now() - make_interval(days => $5))`,
        [vacancy.id, vacancy.slug, vacancy.title, fields.status ?? "published", fields.publishedDaysAgo ?? 0],
      ),
    );
    return vacancy;
  }

  /** Where a job seeker could meet the vacancy on one instance. */
  async function sightings(app: AppProcess, vacancy: { slug: string; title: string }) {
    const token = vacancy.slug.replace("test-", "");
    const [careers, page, search, sitemap] = await Promise.all([
      text(app, "/get-involved/careers"),
      text(app, `/get-involved/careers/${vacancy.slug}`),
      text(app, `/search?query=${token}`),
      wholeSitemap(async (path) => (await text(app, path)).body),
    ]);
    return {
      careers: careers.body.includes(vacancy.title),
      page: page.status === 200 && page.body.includes(vacancy.title),
      search: search.body.includes(vacancy.title),
      sitemap: sitemap.includes(`/get-involved/careers/${vacancy.slug}`),
    };
  }

  const everywhere = { careers: true, page: true, search: true, sitemap: true };
  const nowhere = { careers: false, page: false, search: false, sitemap: false };

  const expectSeen = (vacancy: { slug: string; title: string }, expected: typeof everywhere) =>
    expectOnEveryInstance(apps, (app) => sightings(app, vacancy), expected);

  it("lists an open vacancy on the careers page, its own page, search and the sitemap, and never a draft", async () => {
    const draft = await createVacancy({ closesIn: 10, status: "draft" });
    const open = await createVacancy({ closesIn: 10 });
    await expectSeen(open, everywhere);
    await expectSeen(draft, nowhere);
  });

  it("closes at the end of its closing day in Lagos, and follows a changed closing date", async () => {
    const vacancy = await createVacancy({ closesIn: 3 });
    const window = () =>
      withClient(bed.site.databaseUrl, async (client) => {
        const { rows } = await client.query<{ ends_at_lagos_midnight: boolean; days: number }>(
          `SELECT unpublish_at = (closes_on + 1)::timestamp AT TIME ZONE 'Africa/Lagos' AS ends_at_lagos_midnight,
                  closes_on - (now() AT TIME ZONE 'Africa/Lagos')::date AS days
           FROM vacancy WHERE id = $1`,
          [vacancy.id],
        );
        return rows[0];
      });
    expect(await window()).toEqual({ ends_at_lagos_midnight: true, days: 3 });
    // Its window is the closing date's: a write of unpublish_at alone changes nothing, and leaves no revision.
    const revisions = () =>
      withClient(bed.site.databaseUrl, async (client) =>
        Number((await client.query("SELECT count(*) FROM content_revision WHERE item_id = $1", [vacancy.id])).rows[0].count),
      );
    const before = await revisions();
    await bed.asEditor((client) => client.query(`UPDATE vacancy SET unpublish_at = now() + interval '1 hour' WHERE id = $1`, [vacancy.id]));
    expect(await window()).toEqual({ ends_at_lagos_midnight: true, days: 3 });
    expect(await revisions()).toBe(before);
    // Extended: the window moves with it, even though the update says nothing of unpublish_at.
    await bed.asEditor((client) => client.query(`UPDATE vacancy SET closes_on = closes_on + 7 WHERE id = $1`, [vacancy.id]));
    expect(await window()).toEqual({ ends_at_lagos_midnight: true, days: 10 });
    await expectSeen(vacancy, everywhere);
    // Brought forward to yesterday: it has closed, and leaves every place a job seeker could meet it.
    await bed.asEditor((client) =>
      client.query(`UPDATE vacancy SET closes_on = ${lagosDate(-1)}, publish_at = now() - interval '5 days' WHERE id = $1`, [vacancy.id]),
    );
    await expectSeen(vacancy, nowhere);
    const closed = await text(apps[0]!, `/get-involved/careers/${vacancy.slug}`);
    expect(closed.status).toBe(404);
    expect(closed.body).toContain("This vacancy is not open");
  });

  it("is hidden from the site's login once closed, and only editors may write it", async () => {
    const closed = await createVacancy({ closesIn: -2, publishedDaysAgo: 20 });
    const count = (url: string) =>
      withClient(
        url,
        async (client) => (await client.query("SELECT count(*)::int AS n FROM vacancy WHERE id = $1", [closed.id])).rows[0].n,
      );
    expect(await count(bed.site.appDatabaseUrl)).toBe(0);
    expect(await count(bed.editorUrl)).toBe(1);
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE vacancy SET title = 'x'")).toBe("42501");
    const revisions = await withClient(
      bed.site.databaseUrl,
      async (client) =>
        (await client.query("SELECT action, actor FROM content_revision WHERE collection = 'vacancy' AND item_id = $1", [closed.id])).rows,
    );
    expect(revisions).toEqual([{ action: "insert", actor: EDITOR_NAME }]);
  });
});

describe("stakeholders", () => {
  it("show a published organisation in its group, at its anchor and in search, and never a draft", async () => {
    const token = word();
    const [published, draft] = [`test-${token}`, `test-draft-${token}`];
    await bed.asEditor(async (client) => {
      for (const [id, status] of [
        [published, "published"],
        [draft, "draft"],
      ]) {
        await client.query(
          `INSERT INTO stakeholder (id, name, group_name, image_url, website_url, position, provenance, status)
           VALUES ($1, $2, 'government', '/images/stakeholders/gsma.svg', 'https://example.gov.ng', 1, 'confirmed', $3)`,
          [id, `Agency ${id}`, status],
        );
      }
    });
    const page = "/get-involved/our-stakeholders";
    await onEveryInstance(page, (answer) => answer.body.includes(`Agency ${published}`), "the organisation on the page");
    const { body } = await text(apps[0]!, page);
    expect(body).not.toContain(`Agency ${draft}`);
    // Position 1 in its group, with the first launch agency ("national-..." sorts before "test-..."), before the second.
    const tile = body.indexOf(`id="stakeholder-${published}"`);
    expect(tile).toBeGreaterThan(body.indexOf('id="stakeholder-national-bureau-of-statistics"'));
    expect(tile).toBeLessThan(body.indexOf('id="stakeholder-national-identity-management-commission"'));
    await onEveryInstance(
      `/search?query=${token}`,
      (answer) => answer.body.includes(`${page}#stakeholder-${published}`) && !answer.body.includes(`Agency ${draft}`),
      "the organisation in search",
    );
    await bed.asEditor((client) => client.query("UPDATE stakeholder SET status = 'archived' WHERE id = $1", [published]));
    await onEveryInstance(page, (answer) => !answer.body.includes(`Agency ${published}`), "the organisation gone from the page");
  });
});

describe("management team", () => {
  it("shows a named member with the report's year on both pages that show the team, and in search", async () => {
    const token = word();
    const id = `test-${token}`;
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO team_member (id, name, role, bio, portrait_url, position, provenance, source_url, source_as_at,
                                  source_as_at_year_only, status)
         VALUES ($1, $2, 'Head, Communications', 'Leads the office''s communications.', '/images/management/head-operations.svg',
                 2, 'published', 'https://example.ng/report', '2024-01-01', true, 'published')`,
        [id, `Member ${token}`],
      ),
    );
    for (const page of ["/who-we-are", "/who-we-are/about-us"]) {
      await onEveryInstance(
        page,
        (answer) => answer.body.includes(`Member ${token}`) && answer.body.includes("From public reports, as at 2024; to be confirmed"),
        `the member on ${page}`,
      );
    }
    const { body } = await text(apps[0]!, "/who-we-are/about-us");
    // Position 2: after the National Coordinator (1), before the third launch profile.
    expect(body.indexOf(`id="person-${id}"`)).toBeGreaterThan(body.indexOf('id="person-national-coordinator"'));
    expect(body.indexOf(`id="person-${id}"`)).toBeLessThan(body.indexOf('id="person-head-operations"'));
    await onEveryInstance(
      `/search?query=${token}`,
      (answer) => answer.body.includes(`/who-we-are/about-us#person-${id}`),
      "the member in search",
    );
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE team_member SET name = 'x'")).toBe("42501");
    await bed.asEditor((client) => client.query("UPDATE team_member SET status = 'draft' WHERE id = $1", [id]));
    await onEveryInstance("/who-we-are/about-us", (answer) => !answer.body.includes(`Member ${token}`), "the member withdrawn");
  });
});

describe("state offices' channels", () => {
  it("show a unit's new phone line on its row of both instances, confirmed, and refuse a state that does not exist", async () => {
    const token = word();
    const id = `test-${token}`;
    const number = `0803 ${String(Date.now()).slice(-3)} ${String(Date.now()).slice(-7, -3)}`;
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO contact_channel (id, office, kind, value, position, provenance, status)
         VALUES ($1, 'kano', 'phone', $2, 2, 'confirmed', 'published')`,
        [id, number],
      ),
    );
    const page = "/where-we-work/our-state-offices";
    const dialled = `href="tel:${number.replace(/ /g, "")}"`;
    await onEveryInstance(page, (answer) => answer.body.includes(dialled), "the phone line on the state offices page");
    const { body } = await text(apps[0]!, page);
    const row = body.slice(body.indexOf('id="state-kano"'), body.indexOf("</tr>", body.indexOf('id="state-kano"')));
    // After the unit's mailbox, and, being confirmed, without the label the guessed mailbox carries.
    expect(row).toContain(`${dialled}>${number}</a></td>`);
    expect(row.indexOf("socu.kano@nassp.gov.ng")).toBeLessThan(row.indexOf(dialled));
    expect(
      await outcome(
        bed.editorUrl,
        `INSERT INTO contact_channel (id, office, kind, value, position, provenance) VALUES ('x-${token}', 'atlantis', 'phone', '0803 000 0000', 1, 'confirmed')`,
      ),
    ).toBe("23514");
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE contact_channel SET value = 'x@example.org'")).toBe("42501");
    await bed.asEditor((client) => client.query("UPDATE contact_channel SET status = 'archived' WHERE id = $1", [id]));
    await onEveryInstance(page, (answer) => !answer.body.includes(dialled), "the phone line withdrawn");
  });
});

describe("the national office's channels", () => {
  it("show a changed address in every page's footer and the privacy policy of both instances, and refuse a network the footer cannot draw", async () => {
    const token = word();
    const address = `info-${token}@nassco.gov.ng`;
    const before = await bed.site.db.query<{ last: string }>(
      "SELECT max(id)::text AS last FROM content_revision WHERE collection = 'contact_channel' AND item_id = 'national-info-email'",
    );
    await bed.asEditor((client) =>
      client.query("UPDATE contact_channel SET value = $1, provenance = 'confirmed' WHERE id = 'national-info-email'", [address]),
    );
    for (const page of ["/", "/resource-hub/privacy-policy"]) {
      await onEveryInstance(page, (answer) => answer.body.includes(`href="mailto:${address}"`), `the new address on ${page}`);
    }
    const { body } = await text(apps[0]!, "/");
    // Confirmed: no label after it any more.
    expect(body).toContain(`<a href="mailto:${address}">${address}</a></address>`);
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE contact_channel SET value = 'x@example.org' WHERE office = 'national'")).toBe(
      "42501",
    );
    for (const refused of [
      `INSERT INTO contact_channel (id, office, kind, label, value, position, provenance) VALUES ('x-${token}', 'national', 'social', 'MySpace', 'https://myspace.com/nassco', 9, 'confirmed')`,
      `INSERT INTO contact_channel (id, office, kind, label, value, position, provenance) VALUES ('y-${token}', 'kano', 'hours', '', '8am-4pm', 9, 'confirmed')`,
    ]) {
      expect(await outcome(bed.editorUrl, refused), refused).toBe("23514");
    }
    await bed.asEditor((client) => client.query("SELECT content_restore($1)", [before.rows[0]!.last]));
    await onEveryInstance("/", (answer) => !answer.body.includes(address), "the address as it was");
  });
});

describe("home carousel slides and counters", () => {
  it("show a published slide in its place on the home page of both instances, never a draft, and withdraw it", async () => {
    const token = word();
    const title = `Slide ${token}`;
    const draft = `Draft slide ${token}`;
    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO carousel_slide (id, title, description, image_url, link, position, provenance, status)
         VALUES ($1, $2, 'A slide the tests wrote.', '/images/home/slide-1.svg', '/who-we-are', 1, 'confirmed', 'published'),
                ($3, $4, 'Not yet.', '/images/home/slide-2.svg', '', 1, 'confirmed', 'draft')`,
        [`test-${token}`, title, `test-draft-${token}`, draft],
      ),
    );
    await onEveryInstance("/", (page) => page.body.includes(title), "the slide on the home page");
    const { body } = await text(apps[0]!, "/");
    expect(body).not.toContain(draft);
    // Position 1 sorts with the first launch slide, by id, and before the second.
    expect(body.indexOf(title)).toBeGreaterThan(body.indexOf("The National Social Register"));
    expect(body.indexOf(title)).toBeLessThan(body.indexOf("Community-based targeting"));
    expect(body).toContain(`<a href="/who-we-are">${title}</a>`);
    await bed.asEditor((client) => client.query("UPDATE carousel_slide SET status = 'archived' WHERE id = $1", [`test-${token}`]));
    await onEveryInstance("/", (page) => !page.body.includes(title), "the slide gone from the home page");
  });

  it("refuse a slide that leads off the site other than over https, or a picture from elsewhere", async () => {
    const insert = (imageUrl: string, link: string) =>
      outcome(
        bed.editorUrl,
        `INSERT INTO carousel_slide (id, title, description, image_url, link, position, provenance)
         VALUES ($1, 'A slide', 'Its text.', $2, $3, 1, 'confirmed')`,
        [`test-${word()}`, imageUrl, link],
      );
    for (const link of ["//evil.example/x", "javascript:alert(1)", "http://example.org/", "/a path", "https://"]) {
      expect(await insert("/images/home/slide-1.svg", link), link).toBe("23514");
    }
    for (const image of ["https://example.org/x.png", "//example.org/x.png", "images/x.png"]) {
      expect(await insert(image, ""), image).toBe("23514");
    }
    for (const link of ["", "/", "/nsr/accessing-the-nsr#form", "https://www.worldbank.org/en/country/nigeria"]) {
      expect(await insert("/images/home/slide-1.svg", link), link).toBe("ok");
    }
  });

  it("show a changed figure on both instances, leave out a set with none published, and keep a revision", async () => {
    await bed.asEditor((client) => client.query("UPDATE counter SET value = 808, suffix = '+' WHERE id = 'lgas'"));
    await onEveryInstance("/", (page) => page.body.includes(">808+</span>"), "the changed figure");
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE counter SET value = 1")).toBe("42501");
    const revisions = await withClient(
      bed.site.databaseUrl,
      async (client) => (await client.query("SELECT actor FROM content_revision WHERE collection = 'counter' AND item_id = 'lgas'")).rows,
    );
    expect(revisions).toContainEqual({ actor: EDITOR_NAME });

    await bed.asEditor((client) => client.query("UPDATE counter SET status = 'draft' WHERE counter_set = 'reach'"));
    await onEveryInstance("/", (page) => page.body.split('class="counters"').length === 2, "one set of figures");
    const { body } = await text(apps[0]!, "/");
    // What We Do keeps its words and its button; the register's figures stay.
    expect(body).toContain('id="what-we-do"');
    expect(body).toContain("Learn more about the NSR");
    expect(body).toContain("States in Nigeria + FCT");
    await bed.asEditor((client) => client.query("UPDATE counter SET status = 'published' WHERE counter_set = 'reach'"));
    await onEveryInstance("/", (page) => page.body.split('class="counters"').length === 3, "both sets of figures again");
  });
});

describe("photo and video galleries", () => {
  /** A photo or video id no launch item has: the galleries' addresses are numbers. */
  const itemId = () => String(100_000 + Math.floor(Math.random() * 800_000));
  const PHOTOS = "/resource-hub/photo-gallery";
  const VIDEOS = "/resource-hub/video-gallery";

  it("show a category's filter only while it holds a live photo, and the photo in its grid, at its address and in search", async () => {
    const token = word();
    const category = { id: `test-${token}`, name: `Category ${token}` };
    const [published, draft] = [itemId(), itemId()];
    await bed.asEditor(async (client) => {
      await client.query(
        `INSERT INTO photo_category (id, name, position, provenance, status) VALUES ($1, $2, 1, 'illustrative', 'published')`,
        [category.id, category.name],
      );
      await client.query(
        `INSERT INTO photo (id, category_id, title, image_url, position, provenance, status)
         VALUES ($1, $2, 'Draft ' || $3, '/images/gallery/photos/2.svg', 1, 'illustrative', 'draft')`,
        [draft, category.id, token],
      );
    });
    // Only a draft in it: no button that leads to an empty grid, and nothing at the draft's address.
    await onEveryInstance(PHOTOS, (page) => page.status === 200 && page.body.includes("Stakeholder&#x27;s Conference"), "the grid");
    expect((await text(apps[0]!, PHOTOS)).body).not.toContain(category.name);
    expect((await text(apps[1]!, `${PHOTOS}/${draft}`)).status).toBe(404);

    await bed.asEditor((client) =>
      client.query(
        `INSERT INTO photo (id, category_id, title, image_url, alt_text, position, provenance, status)
         VALUES ($1, $2, 'Test photo ' || $3, '/images/gallery/photos/1.svg', 'Officers at a desk', 1, 'confirmed', 'published')`,
        [published, category.id, token],
      ),
    );
    await onEveryInstance(
      `${PHOTOS}?category=${category.id}`,
      // The tile's category and caption.
      (page) =>
        page.body.includes(`<span class="tile__category">${category.name}</span><span class="tile__title">Test photo ${token}</span>`),
      "the photo in its category's grid",
    );
    const grid = (await text(apps[0]!, PHOTOS)).body;
    // Position 1 sorts with the first launch category by id ("stakeholders-…" < "test-…"), and before the second
    // ("unga-2025"): its button, and its photo under All, come between theirs.
    const at = (html: string) => grid.indexOf(html);
    expect(at(category.name)).toBeGreaterThan(at("Stakeholder&#x27;s Conference"));
    expect(at(category.name)).toBeLessThan(at("UNGA 2025"));
    // Under All, in the order of every grid page's tiles (the lightbox's JSON, page after page).
    const all: number[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const tiles = JSON.parse((await text(apps[0]!, `${PHOTOS}.json?page=${page}`)).body) as { total: number; tiles: { id: number }[] };
      pages = Math.ceil(tiles.total / tiles.tiles.length);
      all.push(...tiles.tiles.map((tile) => tile.id));
    }
    expect(all.indexOf(Number(published))).toBe(all.indexOf(20) + 1);
    expect(all.indexOf(21)).toBe(all.indexOf(Number(published)) + 1);
    expect(grid).not.toContain(`Draft ${token}`);
    const own = await text(apps[1]!, `${PHOTOS}/${published}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('alt="Officers at a desk"');
    await onEveryInstance(`/search?query=${token}`, (page) => page.body.includes(`Photos: ${category.name}`), "the category in search");
    const sitemap = await wholeSitemap(async (path) => (await text(apps[0]!, path)).body);
    expect(sitemap).toContain(`${PHOTOS}/${published}<`);
    expect(sitemap).not.toContain(`${PHOTOS}/${draft}<`);

    await bed.asEditor((client) => client.query("UPDATE photo SET status = 'archived' WHERE id = $1", [published]));
    await onEveryInstance(PHOTOS, (page) => page.status === 200 && !page.body.includes(category.name), "the category's button gone");
    await onEveryInstance(`${PHOTOS}/${published}`, (page) => page.status === 404, "the photo's page gone");
    await onEveryInstance(
      `/search?query=${token}`,
      (page) => !page.body.includes(`Photos: ${category.name}`),
      "the category gone from search",
    );
  });

  it("show a video under its category's name, follow a renamed category into search, and hide its videos when it is archived", async () => {
    const token = word();
    const category = { id: `test-${token}`, name: `Category ${token}` };
    const id = itemId();
    const title = `Test video ${token}`;
    await bed.asEditor(async (client) => {
      await client.query(
        `INSERT INTO video_category (id, name, position, provenance, status) VALUES ($1, $2, 9, 'illustrative', 'published')`,
        [category.id, category.name],
      );
      await client.query(
        `INSERT INTO video (id, category_id, title, image_url, video_url, position, provenance, status)
         VALUES ($1, $2, $3, '/images/gallery/videos/about-nsr.svg', '/videos/about-nsr.mp4', 1, 'illustrative', 'published')`,
        [id, category.id, title],
      );
    });
    await onEveryInstance(
      `${VIDEOS}?category=${category.id}`,
      (page) => page.body.includes(`<span class="tile__category">${category.name}</span><span class="tile__title">${title}</span>`),
      "the video in its category's grid",
    );
    expect((await text(apps[1]!, `${VIDEOS}/${id}`)).body).toContain(`${title} — ${category.name}`);
    await onEveryInstance(
      `/search?query=${token}`,
      (page) => page.body.includes(title) && page.body.includes("Video: Category "),
      "the video in search",
    );

    // The search row reads the category's name (the snippet marks the token, so only the word before it is compared): renaming it reaches the search as a change of the video would.
    await bed.asEditor((client) => client.query("UPDATE video_category SET name = $2 WHERE id = $1", [category.id, `Renamed ${token}`]));
    await onEveryInstance(`/search?query=${token}`, (page) => page.body.includes("Video: Renamed "), "the new name in search");

    await bed.asEditor((client) => client.query("UPDATE video_category SET status = 'archived' WHERE id = $1", [category.id]));
    await onEveryInstance(VIDEOS, (page) => page.status === 200 && !page.body.includes(title), "the video gone from the grid");
    await onEveryInstance(`${VIDEOS}/${id}`, (page) => page.status === 404, "the video's page gone");
    await onEveryInstance(`/search?query=${token}`, (page) => !page.body.includes(title), "the video gone from search");
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE video SET title = 'x'")).toBe("42501");
  });

  it("refuse a photo whose id is not a number, or whose category does not exist", async () => {
    const insert = (id: string, category: string) =>
      outcome(
        bed.editorUrl,
        `INSERT INTO photo (id, category_id, image_url, position, provenance) VALUES ($1, $2, '/x.svg', 1, 'illustrative')`,
        [id, category],
      );
    expect(await insert(`test-${word()}`, "unga-2025")).toBe("23514");
    expect(await insert(itemId(), `test-${word()}`)).toBe("23503");
  });
});

describe("pages of content", () => {
  it("show an edited body on both instances and in search, refuse a lead of two paragraphs, and restore the page", async () => {
    const token = word();
    const path = "/get-involved/partner-with-us";
    const before = await bed.site.db.query<{ id: string; body: string }>(
      "SELECT id, body FROM content_page WHERE path = $1 AND locale = 'en'",
      [path],
    );
    const { id, body } = before.rows[0]!;
    const revision = await bed.site.db.query<{ last: string }>(
      "SELECT max(id)::text AS last FROM content_revision WHERE collection = 'content_page' AND item_id = $1",
      [id],
    );
    await bed.asEditor((client) =>
      client.query(`UPDATE content_page SET body = body || $2 WHERE id = $1`, [
        id,
        `\n\n::: callout warning\n\nPartners meeting ${token}: see the [register](/nsr).\n\n:::`,
      ]),
    );
    await onEveryInstance(
      path,
      (answer) =>
        answer.body.includes(
          `<div class="callout callout--warning"><p>Partners meeting ${token}: see the <a href="/nsr">register</a>.</p></div>`,
        ),
      "the new callout on the page",
    );
    await onEveryInstance(`/search?query=${token}`, (answer) => answer.body.includes(`href="${path}"`), "the page found by its new words");
    expect(await outcome(bed.site.appDatabaseUrl, "UPDATE content_page SET body = ''")).toBe("42501");
    expect(await outcome(bed.editorUrl, `UPDATE content_page SET lead = 'One.\n\nTwo.' WHERE id = '${id}'`)).toBe("23514");
    const edit = await bed.site.db.query<{ actor: string }>(
      "SELECT actor FROM content_revision WHERE collection = 'content_page' AND item_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(edit.rows[0]!.actor).toBe(EDITOR_NAME);
    await bed.asEditor((client) => client.query("SELECT content_restore($1)", [revision.rows[0]!.last]));
    expect((await bed.site.db.query("SELECT body FROM content_page WHERE id = $1", [id])).rows[0]!.body).toBe(body);
    await onEveryInstance(path, (answer) => answer.status === 200 && !answer.body.includes(token), "the page as it was");
  });

  it("answer 404 for a page the office has withdrawn, and never show a draft", async () => {
    const path = "/get-involved/learn-more-about-the-nsr";
    await bed.asEditor((client) => client.query("UPDATE content_page SET status = 'draft' WHERE path = $1", [path]));
    await onEveryInstance(path, (answer) => answer.status === 404, "the draft page gone");
    await bed.asEditor((client) => client.query("UPDATE content_page SET status = 'published' WHERE path = $1", [path]));
    await onEveryInstance(path, (answer) => answer.status === 200, "the page published again");
  });
});
