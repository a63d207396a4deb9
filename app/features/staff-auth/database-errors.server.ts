import { databaseErrorCode } from "../../../server/database/plain-error";

/** A name already taken: the one refusal from the database the accounts page turns into a message. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === "23505";
}

/** A name the database has no account for (it went while the page was open). */
export function isNoSuchAccount(error: unknown): boolean {
  return databaseErrorCode(error) === "P0002";
}

/** A desk the database refuses: a state not in the register, or an account that is not a grievance officer. */
export function isCheckViolation(error: unknown): boolean {
  return databaseErrorCode(error) === "23514";
}

/** An address the database needs and has not got: an invitation without one, or a new set-up for an account without one. */
export function isNotNullViolation(error: unknown): boolean {
  return databaseErrorCode(error) === "23502";
}

/**
 * The database could not be reached in time: no connection of the pool came free (pg-pool's own
 * timeout), or the server did not answer. Worth a "try again", never a 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (["P1001", "P2024", "ECONNREFUSED", "ETIMEDOUT"].includes(databaseErrorCode(error) ?? "")) return true;
  return (
    error instanceof Error && /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(error.message)
  );
}
