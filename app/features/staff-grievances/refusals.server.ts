import { databaseErrorCode } from "../../../server/database/plain-error";

/**
 * What the database refused in a grievance officer's action, as a message
 * beside the field it concerns, or null for a failure that is not theirs to fix.
 */
export function grievanceProblem(error: unknown): { field: string; message: string; status: number } | null {
  switch (databaseErrorCode(error)) {
    case "23514":
      return { field: "status", message: "The case has moved on meanwhile: that change is not allowed now. Reload the page.", status: 409 };
    case "55000":
      return { field: "status", message: "The case is resolved, or with the national office already. Reload the page.", status: 409 };
    case "23502":
      return { field: "closing", message: "Write the reply that explains the resolution to the person", status: 400 };
    case "22023":
      return { field: "assignee", message: "Choose a grievance officer whose desk covers this case, or nobody", status: 400 };
    case "42501":
      return { field: "status", message: "Your account's roles do not allow this.", status: 403 };
    default:
      return null;
  }
}
