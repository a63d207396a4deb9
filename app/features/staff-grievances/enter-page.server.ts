import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { takeEnteredCode, writeEnteredCode } from "~/features/cases/entered-code.server";
import { GRIEVANCE_REFERENCE } from "~/features/grievances/kinds";
import { registerPlaces } from "~/features/grievances/places.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosToday } from "~/utils/lagos-time";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { enterGrievance } from "./enter.server";
import { enterSchema } from "./enter-rules";
import { receiptOfToken, receiptToken, type EnteredReceipt } from "./entered-receipt";
import { ENTER_PAGE } from "./paths";

/** The entry page: it shows what was entered, and its status code once, at this address. */

/**
 * "Enter the grievance": checked, stored, then back to this page with its
 * reference, which shows the status code once. A form with problems comes
 * back with them and its entries (400), and nothing is stored; another
 * state's case from a state desk is refused by the database too (403).
 */
export async function enterAction(member: StaffMember, desk: string | null, form: FormData) {
  const submission = parseWithZod(form, { schema: enterSchema(lagosToday(), desk, await registerPlaces()) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const entered = await enterGrievance(member, submission.value);
    return redirect(`${ENTER_PAGE}?entered=${entered.reference}#entered`, {
      status: 303,
      headers: {
        "Set-Cookie": await writeEnteredCode(`${entered.reference} ${entered.statusCode} ${receiptToken(entered.receipt)}`, ENTER_PAGE),
      },
    });
  } catch (error) {
    if (databaseErrorCode(error) !== "42501") throw error;
    return data(
      { result: submission.reply({ fieldErrors: { state: ["Your desk enters only its own state's grievances"] } }) },
      { status: 403 },
    );
  }
}

/** What this page says about the case just entered: its reference, and its code and receipt if this browser entered it a moment ago. */
export async function enteredCase(
  request: Request,
): Promise<{ entered: { reference: string; statusCode: string | null; receipt: EnteredReceipt | null } | null; forget?: string }> {
  const reference = new URL(request.url).searchParams.get("entered");
  if (!reference || !GRIEVANCE_REFERENCE.test(reference)) return { entered: null };
  const taken = await takeEnteredCode(request, ENTER_PAGE);
  const [forReference, statusCode, receipt] = taken?.statusCode.split(" ") ?? [];
  const ours = forReference === reference;
  return {
    entered: { reference, statusCode: ours ? (statusCode ?? null) : null, receipt: ours ? receiptOfToken(receipt) : null },
    forget: taken?.forget,
  };
}
