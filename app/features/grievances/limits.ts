import { PHONE_TYPED_MAX_LENGTH } from "~/utils/phone";

/**
 * The form's lengths: the table's CHECKs (migration 20261226090000_grievances), so nothing that
 * passes the form is refused by the database. A phone number is allowed its spaces and dashes.
 */
export const GRIEVANCE_LIMITS = { description: 4000, lga: 80, name: 200, phone: PHONE_TYPED_MAX_LENGTH } as const;
