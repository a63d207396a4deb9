import { receiptCookies } from "~/features/cases/receipt.server";
import { paths } from "~/site/paths";

/**
 * After a report is saved, the browser goes to the answer page with its
 * receipt (the reference, a secret, and the status code until the page has
 * shown it once) in a signed cookie scoped to the form, as the data access
 * request's does (cases/receipt.server.ts): never in the URL.
 */
export const grievanceReceipt = receiptCookies("grievance_receipt", paths.grievanceForm);
