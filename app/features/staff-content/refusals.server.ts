import { databaseErrorCode } from "../../../server/database/plain-error";

/**
 * What the database refused in a back-office action, as a message and a
 * status, or null for a failure that is not the person's to fix. The
 * functions' own words (migration 20261213090000) say why; they never quote
 * personal data.
 */
export function staffActionProblem(error: unknown): { message: string; status: number } | null {
  const code = databaseErrorCode(error);
  const text = error instanceof Error ? error.message : "";
  if (code === "42501") {
    if (/own draft/.test(text))
      return { message: "You worked on this draft: say why it is urgent to publish it yourself, or ask another publisher.", status: 403 };
    return { message: "Your account's roles do not allow this.", status: 403 };
  }
  if (code === "02000" || code === "P0002") return { message: "That draft or version no longer exists. Reload the page.", status: 409 };
  if (code === "55006")
    return { message: "This draft is waiting for review. A publisher must return it before it is changed.", status: 409 };
  if (code === "22023") return { message: "That is not something this page does.", status: 400 };
  if (code === "23514" || code === "23505" || code === "23503")
    return { message: "The database refused this change: check the draft's entries.", status: 400 };
  return null;
}

/** Throws what the database refused as a plain 4xx answer, or the error itself when it is not the person's to fix. */
export function refuseAsResponse(error: unknown): never {
  const problem = staffActionProblem(error);
  if (!problem) throw error;
  throw new Response(problem.message, { status: problem.status });
}
