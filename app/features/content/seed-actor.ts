/**
 * The name the seed writes under (created_by, updated_by, each revision's
 * actor). A row whose updated_by is still this one has been changed by nobody
 * since, so the seed (prisma/seeds/content.ts) may bring it in line with the
 * code; any other row is the office's, and the seed leaves it alone. Defined
 * here, in the content kernel, so the back office reads it without importing
 * the seed.
 */
export const SEED_ACTOR = "seed";
