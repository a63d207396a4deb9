/** `npm run mirror`: what it does is its --help, below. */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { prepareSiteData } from "../app/runtime/prepare.server";
import { freePort, loginsEnv, startAppProcess } from "../server/app-process";
import { prepareDatabase } from "../server/database/open";
import { readArguments, run } from "./cli";
import { writeMirror } from "./mirror-site";

const { values, wrong } = readArguments({
  name: "mirror",
  usage: "[--out folder] [--site-url https://…] [--from http://…]",
  about: `
Writes the public site as static files at the same addresses, for
deploy/mirror/nginx.conf or an object store (docs/operations.md, "When the
site is down: the static mirror"): every page in every language (and a list's
numbered pages), the sitemap, the feeds, robots.txt and every file they link,
as a reader with Save-Data gets them (no scripts). Never the back office.
Writes mirror-manifest.json (each address, its file, object key, type and
size) into the folder and prints the totals.

--out        the folder (default .data/mirror), replaced whole once the new
             mirror is complete (written first to <folder>.new); a run that
             fails leaves the last one as it was
--site-url   the running site to read, as its pages name it (SITE_URL);
             without it, the build (npm run build) is started on a scratch
             embedded PostgreSQL with the seed data, named SITE_URL or
             https://nassco.example
--from       where to send the requests, if not to --site-url (one instance,
             say http://127.0.0.1:3000, from the machine it runs on); without
             it, at most 15 requests a second, under the site's nginx limits`,
  options: { out: { type: "string" }, "site-url": { type: "string" }, from: { type: "string" } },
});
const out = values.out ?? ".data/mirror";
const urlOption = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) wrong(`--${name} takes an http or https address, not ${value}`);
  return new URL(value).origin;
};
const siteUrl = urlOption("site-url", values["site-url"]);
const from = urlOption("from", values.from);
if (from && !siteUrl) wrong("--from needs --site-url too");

await run("The mirror", async () => {
  const started = performance.now();
  const source = siteUrl ? { siteUrl, fetchFrom: from ?? siteUrl, stop: () => Promise.resolve() } : await startSeedSite();
  try {
    // Through the site's public address, under its nginx's limit per client; an instance directly, as fast as it answers.
    const ratePerSecond = siteUrl && !from ? 15 : undefined;
    const manifest = await writeMirror({
      siteUrl: source.siteUrl,
      fetchFrom: source.fetchFrom,
      out,
      ratePerSecond,
      log: (line) => console.log(line),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
    console.log(
      `Wrote ${manifest.files} files, ${mb(manifest.bytes)} MB (and ${manifest.gzipFiles} .gz copies, ${mb(manifest.gzipBytes)} MB) ` +
        `of ${source.siteUrl} to ${out} in ${seconds} s.`,
    );
    if (manifest.skipped.length)
      console.log(
        `Linked but not written (see mirror-manifest.json): ${manifest.skipped.map((s) => `${s.address} ${s.status}`).join(", ")}`,
      );
  } finally {
    await source.stop();
  }
});

/** The build on a scratch embedded PostgreSQL with the seed data, as the benchmark starts it, on free ports. */
async function startSeedSite() {
  if (!existsSync("build/server/index.js")) throw new Error("There is no build: run npm run build first, or give --site-url.");
  const db = await prepareDatabase({
    prepare: prepareSiteData,
    embeddedDir: ".data/mirror-postgres",
    embeddedPort: await freePort(),
    ephemeral: true,
    log: () => undefined,
  });
  try {
    const siteUrl = process.env.SITE_URL || "https://nassco.example";
    // What production requires once DATABASE_URL is set; nothing is sent.
    const env = {
      ...loginsEnv(db),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      STAFF_SESSION_SECRET: randomBytes(32).toString("hex"),
      SITE_URL: siteUrl,
      MAIL_TRANSPORT: "files",
    };
    const app = await startAppProcess({ env });
    return {
      siteUrl: new URL(siteUrl).origin,
      fetchFrom: app.baseUrl,
      async stop() {
        await app.stop();
        await db.stop();
      },
    };
  } catch (error) {
    await db.stop();
    throw error;
  }
}
