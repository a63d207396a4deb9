/** `npm run data:grow`: what it does is its --help, below. */
import { parseEnv } from "../app/utils/env.server";
import { fail, readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";
import { growData, type GrowthSizes } from "./data/grow";

const { values, wrong } = readArguments({
  name: "data:grow",
  usage: "--articles N --requests N --subscribers N --page-views N --grievances N [--yes-this-is-not-production]",
  about: `
Adds years of made-up data to a migrated, seeded database, to measure and test
the site at the size a decade of use brings (the growth benchmark, npm run
bench -- --growth, uses it). Sizes are rows to add: news articles (with one in
ten translated into each other language, and a vacancy and a tender per fifty),
data access requests over ten years (most decided, with their audit trail),
newsletter subscribers, page-view rows, and grievances over ten years (most
resolved, with their history). Every row is marked as synthetic where people
would see it: "illustrative", "Growth fixture", example.invalid, "SYNTHETIC —".

It writes to the embedded database of npm start. A database reached through
DATABASE_OWNER_URL or DATABASE_URL, or any with NODE_ENV=production, may be
the office's own: it is refused unless --yes-this-is-not-production is given.`,
  options: {
    articles: { type: "string", default: "0" },
    requests: { type: "string", default: "0" },
    subscribers: { type: "string", default: "0" },
    "page-views": { type: "string", default: "0" },
    grievances: { type: "string", default: "0" },
    "yes-this-is-not-production": { type: "boolean", default: false },
  },
});

function size(name: string, text: string): number {
  if (!/^\d{1,9}$/.test(text)) wrong(`--${name} needs a whole number of rows, not ${text}`);
  return Number(text);
}
const sizes: GrowthSizes = {
  articles: size("articles", values.articles),
  requests: size("requests", values.requests),
  subscribers: size("subscribers", values.subscribers),
  pageViews: size("page-views", values["page-views"]),
  grievances: size("grievances", values.grievances),
};
if (Object.values(sizes).every((rows) => rows === 0)) wrong("It needs at least one size, such as --articles 10000");

const env = parseEnv();
const configured = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
if ((configured || env.NODE_ENV === "production") && !values["yes-this-is-not-production"]) {
  fail(
    "Nothing added: this database is configured by DATABASE_OWNER_URL, DATABASE_URL or NODE_ENV=production, so it may be " +
      "the office's own. If it is a copy for testing, run again with --yes-this-is-not-production.",
    2,
  );
}

await run("Growing the data", async () => {
  const added = await growData(ownerDatabaseUrl(), sizes, (line) => console.log(line));
  console.log(
    `Added ${added.articles} articles (${added.translations} translations, ${added.vacancies} vacancies, ${added.tenders} tenders), ` +
      `${added.requests} requests (${added.auditRows} audit rows), ${added.subscribers} subscribers, ${added.pageViews} page-view rows, ` +
      `${added.grievances ?? 0} grievances (${added.grievanceEvents} events).`,
  );
});
