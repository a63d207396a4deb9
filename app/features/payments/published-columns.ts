/**
 * Every column of the payment tables the site's and the text channels'
 * logins may read (decision 0108), each with what it holds, from a closed
 * set of kinds none of which is a person. A database test reads the grants
 * (information_schema.column_privileges) and fails on a column missing here,
 * or named like a person's data; the pages, calendars and later exports
 * read only what this list names. Staff names (who wrote a row) are listed so
 * the test knows them, and no page or file shows them.
 */
export const PUBLISHED_KINDS = [
  "id",
  "date",
  "time",
  "count",
  "money",
  "code",
  "register place",
  "pay-point line",
  "https source",
  "content lifecycle",
  "staff name",
] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

export const PUBLISHED_COLUMNS: Readonly<Record<string, Readonly<Record<string, PublishedKind>>>> = {
  register_lga: { state: "register place", name: "register place", slug: "register place", position: "count" },
  payment_window: {
    id: "id",
    programme: "code",
    cycle_year: "count",
    cycle_number: "count",
    state: "register place",
    lgas: "register place",
    opens_on: "date",
    closes_on: "date",
    amount_naira: "money",
    by_bank: "code",
    by_wallet: "code",
    at_pay_points: "code",
    pay_points: "pay-point line",
    pause_reason: "code",
    source_name: "code",
    checked_on: "date",
    locale: "code",
    translation_of: "id",
    provenance: "code",
    source_url: "https source",
    source_as_at: "date",
    status: "content lifecycle",
    publish_at: "content lifecycle",
    unpublish_at: "content lifecycle",
    created_at: "time",
    updated_at: "time",
    created_by: "staff name",
    updated_by: "staff name",
  },
  payment_window_change: {
    id: "id",
    window_id: "id",
    changed_at: "time",
    kind: "code",
    was_opens_on: "date",
    was_closes_on: "date",
    was_lgas: "register place",
    was_amount_naira: "money",
    was_by_bank: "code",
    was_by_wallet: "code",
    was_at_pay_points: "code",
    was_pause_reason: "code",
  },
  payment_progress: {
    cycle_year: "count",
    cycle_number: "count",
    state: "register place",
    lga: "register place",
    households_due: "count",
    households_paid: "count",
    as_at: "time",
    source_name: "code",
  },
  payment_progress_total: {
    id: "id",
    cycle_year: "count",
    cycle_number: "count",
    state: "register place",
    lgas: "count",
    households_due: "count",
    households_paid: "count",
    as_at: "time",
  },
};

/** Words in a column's name that say it holds a person's data: such a column is never published. */
export const PERSONAL_NAME =
  /phone|e_?mail|msisdn|(^|_)(nin|bvn)(_|$)|recipient|account|birth|address|beneficiar|person|(first|last|full|sur)_?name|household_head/;
