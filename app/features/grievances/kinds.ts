/**
 * A grievance's fixed lists, as the database's CHECKs name them (migration
 * 20261226090000_grievances): what it is about, how it arrived, where it stands,
 * who works it and how it ended (tests/integration/schema.test.ts compares them with the
 * CHECKs). Their words are in i18n/messages ("grievances"): readers see their language's,
 * staff the English.
 */
export const GRIEVANCE_CATEGORIES = [
  "payment-not-received",
  "wrong-amount",
  "enrolment",
  "personal-details",
  "conduct",
  "fraud",
  "other",
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The category of a report that someone asked for money: flagged to the office the same day. */
export const FRAUD_CATEGORY = "fraud" satisfies GrievanceCategory;

export const GRIEVANCE_CHANNELS = ["web", "phone", "paper", "walk-in", "email", "sms", "ussd", "partner"] as const;
export type GrievanceChannel = (typeof GRIEVANCE_CHANNELS)[number];

/** The channels an officer enters a case from by hand (the others arrive by themselves). */
export const ENTERED_CHANNELS = ["phone", "paper", "walk-in", "email"] as const satisfies readonly GrievanceChannel[];

export const GRIEVANCE_STATUSES = ["received", "in-progress", "waiting", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_LEVELS = ["state", "national"] as const;
export type GrievanceLevel = (typeof GRIEVANCE_LEVELS)[number];

export const GRIEVANCE_RESOLUTIONS = ["paid", "corrected", "enrolled", "explained", "referred", "action-taken", "not-reached"] as const;
export type GrievanceResolution = (typeof GRIEVANCE_RESOLUTIONS)[number];

/** The office's promise: a resolution within this many working days (the cash-transfer office's published target). */
export const RESOLUTION_TARGET_WORKING_DAYS = 21;
/** A reopened case's own promise, from the person's "no" to "Was it fixed?" (grievance_fix_record(), decision 0110). */
export const REOPENED_TARGET_WORKING_DAYS = 10;

/** The reference's shape, as the database's default writes it. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{4}-\d{6,}$/;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
