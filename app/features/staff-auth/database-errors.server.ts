import { databaseErrorCode } from "../../../server/database/plain-error";

/** A name already taken: the one refusal from the database the accounts page turns into a message. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === "23505";
}
