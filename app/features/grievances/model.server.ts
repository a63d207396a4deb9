import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { Locale } from "~/i18n/locales";
import type { Receipt } from "~/features/cases/receipt.server";
import { newStatusCode, statusCodeHash } from "~/features/cases/status-code.server";
import { prisma } from "~/utils/db.server";
import type { GrievanceInput } from "./schema.server";

/** A stored report: its receipt, the code its status page asks for (shown once), and the date the office promises. */
export interface SavedGrievance extends Receipt {
  statusCode: string;
  /** YYYY-MM-DD: 21 working days after it arrived, as the database's trigger fixed it. */
  expectedOn: string;
}

/** What the answer page shows, through grievance_receipt(). */
export interface GrievanceReceiptRow {
  reference: string;
  category: string;
  state: string;
  lga: string | null;
  email: string | null;
  expectedOn: string;
}

async function receiptRow(db: Prisma.TransactionClient, receipt: Receipt): Promise<GrievanceReceiptRow | null> {
  if (!/^[0-9a-f-]{36}$/.test(receipt.token)) return null;
  const [row] = await db.$queryRaw<GrievanceReceiptRow[]>`
    SELECT reference, category, state, lga, email, expected_on::text AS "expectedOn"
    FROM grievance_receipt(${receipt.reference}, ${receipt.token}::uuid)`;
  return row ?? null;
}

/**
 * Saves a report from the web form, as nassco_app: only the form's columns
 * (the channel is the database's default, web: the site may not write it)
 * may be written, and only the id and reference read back, so the promised
 * date comes through grievance_receipt() with the receipt's own secret.
 */
export async function saveWebGrievance(tx: Prisma.TransactionClient, report: GrievanceInput, locale: Locale): Promise<SavedGrievance> {
  const token = randomUUID();
  const statusCode = newStatusCode();
  const [inserted] = await tx.$queryRaw<{ reference: string }[]>`
    INSERT INTO grievance (category, description, state, lga, contact_name, phone, email, may_contact, locale,
                           status_code_sha256, receipt_token)
    VALUES (${report.category}, ${report.description}, ${report.state}, ${report.lga ?? null}, ${report.name ?? null},
            ${report.phone ?? null}, ${report.email ?? null}, ${report.mayContact}, ${locale},
            ${statusCodeHash(statusCode)}, ${token}::uuid)
    RETURNING reference`;
  const row = await receiptRow(tx, { reference: inserted!.reference, token });
  return { reference: inserted!.reference, token, statusCode, expectedOn: row!.expectedOn };
}

/** The report this receipt was issued for: only with its secret, and only within the hour. */
export function findReceiptedGrievance(receipt: Receipt): Promise<GrievanceReceiptRow | null> {
  return receiptRow(prisma, receipt);
}
