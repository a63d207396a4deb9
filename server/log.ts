import { pino, stdTimeFunctions } from "pino";

/**
 * The launcher's log: one JSON object a line on stdout, in the same format as
 * the site's (app/utils/log.server.ts), which is a logger of its own because
 * the launcher imports nothing from app/. "source" says which wrote a line.
 * Its level is LOG_LEVEL once the settings are read; before that, info.
 */
export const log = pino({
  level: "info",
  base: { pid: process.pid, source: "launcher" },
  timestamp: stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** What went wrong, in words, whatever was thrown. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An error that reached the launcher (a page that threw): its type, code and
 * stack frames. Its message is left out unless the JavaScript engine wrote it,
 * since messages from elsewhere (a database, a parser) can quote what a
 * visitor sent.
 */
export function describeError(error: unknown): { type: string; code?: string; message?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? String(error.code) : undefined;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    ...(["TypeError", "ReferenceError", "RangeError"].includes(error.name) ? { message: error.message } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}
