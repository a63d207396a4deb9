import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded PostgreSQL's logins. Each cluster gets random passwords when it
 * is created, kept in a file beside its data directory that only this
 * machine's user can read (mode 0600), so nobody else on the machine can log in.
 */
export interface Login {
  user: string;
  password: string;
}

export interface EmbeddedCredentials {
  /** The cluster's superuser: creates the roles and the database, and nothing else. */
  superuser: Login;
  /** Owns the schema and runs migrations, the seed and the owner's scripts. */
  owner: Login;
  /** What the public site connects as. */
  app: Login;
  /** What the back office connects as: the one login that opens and checks staff sessions. */
  office: Login;
  /** What the mail sender connects as: the one login that takes due mail. */
  mail: Login;
  /** What the public site's USSD and SMS callbacks connect as: the one login that may execute the text functions. */
  text: Login;
}

export const EMBEDDED_DATABASE = "nassco";

/** Clusters created before the passwords were random used postgres/postgres. */
export const LEGACY_SUPERUSER: Login = { user: "postgres", password: "postgres" };

export function credentialsFile(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/\/+$/, "")}-credentials.json`;
}

/** A random password for a database login: 192 bits, safe in a connection URL unescaped. */
export function newPassword(): string {
  return randomBytes(24).toString("base64url");
}

export function newCredentials(): EmbeddedCredentials {
  return {
    superuser: { user: "postgres", password: newPassword() },
    owner: { user: "nassco_owner", password: newPassword() },
    app: { user: "nassco_app", password: newPassword() },
    office: { user: "nassco_office", password: newPassword() },
    mail: { user: "nassco_mail", password: newPassword() },
    text: { user: "nassco_text", password: newPassword() },
  };
}

export function readCredentials(dataDir: string): EmbeddedCredentials | null {
  const file = credentialsFile(dataDir);
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<EmbeddedCredentials>;
  // A cluster made before the back office (or the text channels) had logins of their own gets them now, kept on its next write.
  const made = newCredentials();
  return {
    ...stored,
    office: stored.office ?? made.office,
    mail: stored.mail ?? made.mail,
    text: stored.text ?? made.text,
  } as EmbeddedCredentials;
}

export function writeCredentials(dataDir: string, credentials: EmbeddedCredentials): void {
  const file = credentialsFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies only when the file is created; an older file is narrowed too.
  chmodSync(file, 0o600);
}

export function loginUrl(port: number, login: Login, database = EMBEDDED_DATABASE): string {
  return `postgresql://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}/${database}`;
}

/**
 * The port a cluster listens on while it runs: PostgreSQL writes it on the
 * fourth line of postmaster.pid in its data directory, and removes the file
 * when it stops. Null when the cluster is not running.
 */
export function runningPort(dataDir: string): number | null {
  const file = path.join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const port = Number(readFileSync(file, "utf8").split("\n")[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/**
 * The connection URL of one role of the embedded database, for the scripts
 * and tests. The port is the one the running cluster reports, so a script
 * finds the server `npm start` started, whatever EMBEDDED_DB_PORT it had;
 * `port` is for a cluster that is not running yet.
 */
export function embeddedUrl(dataDir: string, port: number, role: keyof EmbeddedCredentials): string {
  const credentials = readCredentials(dataDir);
  if (!credentials) {
    throw new Error(`there is no embedded database in ${dataDir} yet; start the site once with npm start, or set DATABASE_URL.`);
  }
  return loginUrl(runningPort(dataDir) ?? port, credentials[role]);
}
