import { pino, stdTimeFunctions, type Level } from "pino";

/** Where lines go: stdout until the launcher hands the site its own destination (site.start). */
let target: { write(line: string): void } = { write: (line) => void process.stdout.write(line) };

/**
 * The site's log: one JSON object a line, in the launcher's format
 * (server/log.ts), which is a logger of its own because the launcher and the
 * site share no module. Nothing personal goes in: no addresses, no e-mail, no
 * form values, no query strings. site.start applies LOG_LEVEL and the
 * launcher's destination.
 */
export const log = pino(
  {
    level: "info",
    base: { pid: process.pid, source: "site" },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => target.write(line) },
);

export function setLogLevel(level: Level | "silent"): void {
  log.level = level;
}

export function setLogDestination(destination: { write(line: string): void }): void {
  target = destination;
}

/** What went wrong, in words, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Errors whose messages the JavaScript engine writes, from our code's own mistakes: they never quote input. */
const ENGINE_ERRORS = new Set(["TypeError", "ReferenceError", "RangeError"]);

/**
 * An error for the log: its type, code and stack frames, and its message only
 * when the engine wrote it. Other messages (a database's, a parser's) can
 * quote what a visitor sent, so they are left out.
 */
export function describeError(error: unknown): { type: string; code?: string; message?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const own = "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? String(error.code) : undefined;
  // Prisma's P2010 (a raw query failed) carries the database's own SQLSTATE in meta (through a driver
  // adapter, in the adapter's error's cause): a deadlock, a timeout or a lock not granted are told
  // apart by it, and it quotes nothing.
  const meta =
    "meta" in error && typeof error.meta === "object" && error.meta !== null
      ? (error.meta as { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } })
      : undefined;
  const sqlState = meta?.driverAdapterError?.cause?.originalCode ?? meta?.code;
  const database = typeof sqlState === "string" && /^[0-9A-Z]{5}$/.test(sqlState) ? sqlState : undefined;
  const code = own !== undefined && database !== undefined ? `${own}/${database}` : own;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    ...(ENGINE_ERRORS.has(error.name) ? { message: error.message } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

/**
 * Logs that a step failed without logging what the visitor sent: database
 * errors can quote the values of the row, and those may be personal.
 */
export function logFailure(step: string, error: unknown): void {
  const err = describeError(error);
  const code =
    err.code !== undefined
      ? ` (${err.code})`
      : typeof error === "object" && error !== null && "code" in error
        ? ` (${String(error.code)})`
        : "";
  log.error({ step, err }, `${step} failed: ${err.type}${code}`);
}
