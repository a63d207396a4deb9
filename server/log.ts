import { destination, pino, stdTimeFunctions } from "pino";

/**
 * Where every log line of the process goes: stdout, written asynchronously,
 * so that a reader that falls behind (a pipe, a log shipper) never stops the
 * event loop; past 16 MB waiting, lines are dropped rather than held. The
 * site's logger writes here too (Site.start's `logTo`), so whole lines from
 * both never interleave.
 */
export const logDestination = destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 });

/**
 * The launcher's log: one JSON object a line, in the same format as the
 * site's (app/utils/log.server.ts), which is a logger of its own because the
 * launcher imports nothing from app/. "source" says which wrote a line. Its
 * level is LOG_LEVEL once the settings are read; before that, info.
 */
export const log = pino(
  {
    level: "info",
    base: { pid: process.pid, source: "launcher" },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  logDestination,
);

/** Writes out what is waiting, before the process exits (two seconds at most). */
export function flushLog(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    logDestination.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

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
