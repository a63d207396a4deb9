import type pg from "pg";
// pg's own parser, the one its ConnectionParameters runs on a connectionString: the fields below are
// those pg would take from the URL, no more and no fewer.
import { parse } from "pg-connection-string";
import { databaseUrl as databaseUrlSchema, readSecretFile, secretFileOf } from "./env.server";
import { log } from "./log.server";

/**
 * Where a pool connects, and with what password (decision 0115). A URL given in the environment
 * is handed to pg as it is. One read from a file (NAME_FILE: a Docker or Kubernetes secret) has its
 * password read from that file again for each new connection, so that once an operator writes a new
 * password into the file and then into the database (docs/operations.md, "Rotate a secret"), every
 * connection opened afterwards uses it, with no restart; open ones stay as they are.
 *
 * Only the password is read again: a URL that now names another login, host or database is the
 * next start's. The URL is handed over as pg parses it, without its password, because pg lays a
 * connectionString's fields over the config's, its password among them (an empty one too), and
 * the `password` function below would never be called.
 */
export function connectionSettings(databaseUrl: string, urlFile = secretFileOf(databaseUrl)): pg.PoolConfig {
  if (!urlFile) return { connectionString: databaseUrl };
  const { password, ...fields } = parse(databaseUrl);
  return { ...(fields as pg.PoolConfig), password: passwordReader(urlFile, fields.user, password ?? "") };
}

/**
 * Each URL file's last good password, and whether reading it is failing now: one for every pool
 * that reads the file, so that a pool made after a rotation (the text callbacks' client, made at
 * the first callback) falls back to the rotated password, not to the one of the start.
 */
const lastRead = new Map<string, { password: string; failing: boolean }>();

/**
 * The password in the URL file now, or the last good one when the file cannot be read or holds no
 * URL for this login: an operator's editor caught half-way must not turn away the connections the
 * old password still opens. Said once a run of failures, not for every connection.
 */
function passwordReader(file: string, user: string | undefined, first: string): () => string {
  if (!lastRead.has(file)) lastRead.set(file, { password: first, failing: false });
  const last = lastRead.get(file)!;
  return () => {
    const read = passwordIn(file, user);
    if ("password" in read) {
      last.password = read.password;
      last.failing = false;
    } else {
      if (!last.failing)
        log.warn({ step: "database password", file }, `${file} ${read.problem}: new connections keep the last password read`);
      last.failing = true;
    }
    return last.password;
  };
}

/** The password of the file's postgresql:// URL for this login, decoded as pg decodes it, or what is wrong. */
function passwordIn(file: string, user: string | undefined): { password: string } | { problem: string } {
  let url: string;
  try {
    url = readSecretFile(file);
  } catch (error) {
    return { problem: `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})` };
  }
  // Nothing of the file's text goes into the log: it is a password's line.
  if (!databaseUrlSchema.safeParse(url).success) return { problem: "holds no postgresql:// URL" };
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(url);
  } catch {
    return { problem: "holds a URL pg cannot read" };
  }
  if (parsed.user !== user) return { problem: "names another login (a new login takes a restart)" };
  if (!parsed.password) return { problem: "has no password in its URL" };
  return { password: parsed.password };
}
