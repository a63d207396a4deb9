/** The per-phone limits of the text channels (RATE_LIMIT_TEXT_*_PER_PHONE): a question or answer, and a report. */
export const statusLimit = (phone: string) => [{ bucket: "text-status" as const, subject: phone }];
export const reportLimit = (phone: string) => [{ bucket: "text-report" as const, subject: phone }];
