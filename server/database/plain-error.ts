/**
 * A failure to reach or use the database as one sentence a newcomer can act
 * on, for the command-line scripts and db:prepare: never a stack trace, nor
 * Prisma's invocation text.
 */
/** The code of a database or network error, wherever the driver or Prisma put it. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const record = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown[];
      originalCode?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof record.originalCode === "string") return record.originalCode;
    if (typeof record.code === "string" && record.code !== "P2010") return record.code;
    // A raw query that could not connect: Prisma says so in words only ("Code: `N/A`").
    if (record.code === "P2010" && /Can't reach database server/.test(String((record as { message?: unknown }).message))) return "P1001";
    // Prisma's raw query failures keep PostgreSQL's own error under meta.driverAdapterError.
    current = record.cause ?? record.meta?.driverAdapterError ?? record.errors?.[0];
  }
  return undefined;
}

/** A failure as one sentence a newcomer can act on. */
export function plainError(error: unknown): string {
  switch (databaseErrorCode(error)) {
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "P1001":
      return "the database does not answer; start the site (npm start) or check the host and port in the connection string.";
    case "28P01":
    case "28000":
      return "the database refused the login; check the user name and password in the connection string.";
    case "3D000":
      return "there is no such database; check the database name in the connection string.";
    case "42501":
      return "your database login is not allowed to do this; staff work needs your own staff login (npm run staff:add).";
  }
  const message = (error instanceof Error ? error.message : String(error)).trim();
  // Prisma's messages open with "Invalid `prisma.…()` invocation:" and end with the reason. Others
  // (a bad setting, which names each variable on a line of its own) are kept whole.
  if (!/invocation:/.test(message)) return message || "an unknown error.";
  return message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1)!;
}
