import { databaseErrorCode } from "../../../server/database/plain-error";

/**
 * What the database refused in a request officer's action, as a message
 * beside the field it concerns, or null for a failure that is not theirs to
 * fix. The workflow's own words (dar_move) say which moves are allowed.
 */
export function moveProblem(error: unknown): { field: string; message: string; status: number } | null {
  const code = databaseErrorCode(error);
  const text = error instanceof Error ? error.message : "";
  switch (code) {
    case "23514": {
      const said = /Request \S+ is (\w+); it cannot move to (\w+)/.exec(text);
      return {
        field: "status",
        message: said
          ? `The request is now ${said[1]!.replace(/_/g, " ")}: it cannot move that way. Reload the page.`
          : "That move is not allowed.",
        status: 409,
      };
    }
    case "23502":
      return { field: "note", message: "Write the note this move needs", status: 400 };
    case "22023":
      return { field: "assignee", message: "Choose a request officer, or nobody", status: 400 };
    case "02000":
    case "P0002":
      return { field: "status", message: "The request has been decided, or no longer exists. Reload the page.", status: 409 };
    case "42501":
      return { field: "status", message: "Your account's roles do not allow this.", status: 403 };
    default:
      return null;
  }
}
