/**
 * sms/receipt.server.ts and sms-in/reference.ts still read the status code here (another part of
 * issue 68 moves or re-points them); it is a case's, and lives in cases/status-code.server.ts.
 */
export { normaliseStatusCode } from "~/features/cases/status-code.server";
