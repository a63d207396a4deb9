import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { seededTenders } from "../../prisma/seeds/content/library-entries";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { photoSeed } from "../../prisma/seeds/content/photos";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { articlePath } from "../../app/features/news/article";
import { slugify } from "../../app/utils/slug";
import { queryStaffDatabase } from "./support/database";
import { E2E_BASE_URL, E2E_SITE_URL, E2E_STAFF_PUBLIC_URL } from "./support/server";

/**
 * Shared links (issue 36): every kind of page names a raster picture for
 * og:image (WhatsApp and Facebook show no SVG), and articles, vacancies and
 * tenders carry plain share links, with no script of the services'.
 */
const article = articlePath(slugify(seededNews[0]!.title));
const pageKinds = {
  home: "/",
  "content page": "/who-we-are/about-us",
  "list page": "/resource-hub/news",
  article,
  vacancy: vacancyPath(FIXTURE_VACANCY.slug),
  tenders: "/get-involved/tenders",
  "gallery item": `/resource-hub/photo-gallery/${photoSeed[0]!.id}`,
  "register table": "/where-we-work/nsr-summary-by-lga",
  form: "/nsr/data-access-request-form",
  search: "/search?query=cash",
};

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

/** An address of this site as SITE_URL writes it, fetched from the test server. */
const local = (url: string) => url.replace(E2E_SITE_URL, E2E_BASE_URL);

async function raster(request: APIRequestContext, url: string) {
  const answer = await request.get(local(url));
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
  return sharp(await answer.body()).metadata();
}

for (const [kind, path] of Object.entries(pageKinds)) {
  test(`a ${kind} names a 1200×630 raster picture for shared links`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const image = meta(html, "og:image");
    expect(image, `og:image on ${path}`).toMatch(new RegExp(`^${E2E_SITE_URL}/`));
    expect(await raster(request, image!)).toMatchObject({ width: 1200, height: 630 });
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:alt")).toBeTruthy();
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
  });
}

test("an article with its own photo names that photo for shared links, at both its addresses", async ({ request }) => {
  // A photo as the back office stores an upload: its size for pages and its 1200×630 cut for shared links. On the
  // back office's server, whose content the tests change: on the readers' server it would be one news item more
  // than the lists' tests expect.
  const key = randomBytes(16).toString("hex");
  const slug = `share-photo-${key.slice(0, 8)}`;
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#0b6b3a" } })
      .jpeg()
      .toBuffer();
  const [photo, cut] = await Promise.all([jpeg(960, 540), jpeg(1200, 630)]);
  await queryStaffDatabase(
    `INSERT INTO media_upload (key, kind, original_name, alt_text, width, height, byte_size, uploaded_by)
     VALUES ($1, 'image', 'visit.jpg', 'Enumerators at a household', 960, 540, $2, 'e2e')`,
    [key, photo.length],
  );
  await queryStaffDatabase(
    `INSERT INTO media_file (path, key, content_type, width, height, bytes)
     VALUES ($1 || '-960.jpg', $1, 'image/jpeg', 960, 540, $2), ($1 || '-share.jpg', $1, 'image/jpeg', 1200, 630, $3)`,
    [key, photo, cut],
  );
  // Dated long ago, so it sits at the end of the lists and never among the home page's latest.
  await queryStaffDatabase(
    `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, image_url, provenance, status)
     VALUES ($1, $1, 'Enumerators visit households', '2001-01-15', 'A visit.', 'Enumerators visited households.', $2, 'illustrative', 'published')`,
    [slug, `/media/${key}-960.jpg`],
  );
  for (const path of [articlePath(slug), `/resource-hub/news/${slug}`]) {
    await expect
      .poll(async () => meta(await (await request.get(E2E_STAFF_PUBLIC_URL + path)).text(), "og:image"), `og:image on ${path}`)
      .toBe(`${E2E_SITE_URL}/media/${key}-share.jpg`);
  }
  const picture = await request.get(`${E2E_STAFF_PUBLIC_URL}/media/${key}-share.jpg`);
  expect(picture.status()).toBe(200);
  expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
});

const shared = [
  { kind: "an article", path: article, url: `${E2E_SITE_URL}${article}`, title: seededNews[0]!.title },
  {
    kind: "a vacancy",
    path: vacancyPath(FIXTURE_VACANCY.slug),
    url: `${E2E_SITE_URL}${vacancyPath(FIXTURE_VACANCY.slug)}`,
    title: FIXTURE_VACANCY.title,
  },
  {
    kind: "a tender",
    path: "/get-involved/tenders",
    url: `${E2E_SITE_URL}/get-involved/tenders#tender-${seededTenders[0]!.id}`,
    title: seededTenders[0]!.title,
  },
];

for (const { kind, path, url, title } of shared) {
  test(`${kind} has plain share links and its address to copy`, async ({ request }) => {
    const html = (await (await request.get(path)).text()).replace(/&amp;/g, "&");
    expect(html).toContain(`href="https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}"`);
    expect(html).toContain(`href="https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}"`);
    expect(html).toContain(`readOnly="" value="${url}"`.replace("readOnly", "readonly"));
    // No script of any of the services: the page loads only its own.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });
}
