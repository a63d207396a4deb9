import { receiptCookies } from "~/features/cases/receipt.server";
import { paths } from "~/site/paths";

/** The data access request's receipt cookie (cases/receipt.server.ts), and the answer page it leads to. */
export const RECEIPT_PAGE = paths.darReceipt;

const darReceipt = receiptCookies("dar_receipt", paths.darForm);
export const writeReceipt = darReceipt.write;
export const readReceipt = darReceipt.read;
