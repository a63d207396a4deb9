/** `npm run grievances:synthetic`: what it does is its --help, below. */
import pg from "pg";
import { parseEnv } from "../app/utils/env.server";
import { fail, readArguments, run } from "./cli";
import { ownerDatabaseUrl } from "./database-url";
import { insertSyntheticGrievances, SYNTHETIC_MARK } from "./data/grievances";

const { values, wrong } = readArguments({
  name: "grievances:synthetic",
  usage: "--months N [--per-month N] [--yes-this-is-not-production]",
  about: `
Adds made-up grievances to the database it is pointed at, to show the
published figures (/grievances/statistics) with something in them: the last
N months of cases (--per-month cases a month on average, 300 unless given,
more in the later months), by every channel, category and state, most of
them resolved, with the time a resolution takes spread around two to three
weeks, and their history. Never part of the seed. Every case's description
starts "${SYNTHETIC_MARK}" and it has no contact details, so an officer can
tell and remove them:
  DELETE FROM grievance WHERE description LIKE '${SYNTHETIC_MARK}%';

It writes to DATABASE_OWNER_URL, else DATABASE_URL, else the embedded
database of npm start. With NODE_ENV=production it refuses unless
--yes-this-is-not-production is given.`,
  options: {
    months: { type: "string" },
    "per-month": { type: "string", default: "300" },
    "yes-this-is-not-production": { type: "boolean", default: false },
  },
});

function whole(name: string, text: string | undefined, most: number): number {
  if (text === undefined || !/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > most)
    return wrong(`--${name} needs a whole number from 1 to ${most}, not ${text ?? "nothing"}`);
  return Number(text);
}
const months = whole("months", values.months, 120);
const perMonth = whole("per-month", values["per-month"], 100_000);

if (parseEnv().NODE_ENV === "production" && !values["yes-this-is-not-production"]) {
  fail(
    "Nothing added: NODE_ENV is production, so this may be the office's own database. If it is a copy for testing, run again with --yes-this-is-not-production.",
    2,
  );
}

await run("Adding synthetic grievances", async () => {
  const db = new pg.Client({ connectionString: ownerDatabaseUrl() });
  await db.connect();
  try {
    const to = new Date();
    const from = new Date(to);
    from.setUTCMonth(from.getUTCMonth() - months);
    const added = await insertSyntheticGrievances(db, { count: months * perMonth, from, to });
    console.log(`Added ${added.cases} synthetic grievances over ${months} months, with ${added.events} events.`);
  } finally {
    await db.end();
  }
});
