/** What went wrong, in words, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Logs that a step failed without logging what the visitor sent: database
 * errors can quote the values of the row, and those may be personal.
 */
export function logFailure(step: string, error: unknown): void {
  const code = typeof error === "object" && error !== null && "code" in error ? ` (${String(error.code)})` : "";
  const name = error instanceof Error ? error.name : typeof error;
  console.error(`${step} failed: ${name}${code}`);
}
