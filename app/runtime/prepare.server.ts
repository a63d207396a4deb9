import { seed } from "../../prisma/seed";
import { seedContentFixtures } from "../../prisma/seeds/content/fixtures";
import { getEnv, type Env } from "~/utils/env.server";
import { createPrismaClient } from "~/utils/db.server";

/**
 * What `db:prepare` (and the embedded database at start) does after the
 * migrations, as the database's owner: the site's own data (the seed), and the
 * retention periods RETENTION_DAYS_REQUESTS, RETENTION_DAYS_PAGE_VIEWS and
 * RETENTION_DAYS_CONTACT_MESSAGES, if
 * set. Only the owner may write retention_settings: the site reads the
 * periods, and cannot shorten them. With CONTENT_FIXTURES, the tests' own
 * content too. Returns whether anything changed.
 */
export async function prepareSiteData(ownerUrl: string, log: (line: string) => void, env: Env = getEnv()): Promise<boolean> {
  const seeded = await seed(ownerUrl, log);
  const prisma = createPrismaClient(ownerUrl);
  try {
    const fixtures = env.CONTENT_FIXTURES ? await seedContentFixtures(prisma, log) : false;
    const changed = await prisma.$queryRaw<{ request_days: number; page_view_days: number; contact_message_days: number }[]>`
      UPDATE retention_settings
      SET request_days = coalesce(${env.RETENTION_DAYS_REQUESTS ?? null}::integer, request_days),
          page_view_days = coalesce(${env.RETENTION_DAYS_PAGE_VIEWS ?? null}::integer, page_view_days),
          contact_message_days = coalesce(${env.RETENTION_DAYS_CONTACT_MESSAGES ?? null}::integer, contact_message_days)
      WHERE (request_days, page_view_days, contact_message_days) IS DISTINCT FROM
            (coalesce(${env.RETENTION_DAYS_REQUESTS ?? null}::integer, request_days),
             coalesce(${env.RETENTION_DAYS_PAGE_VIEWS ?? null}::integer, page_view_days),
             coalesce(${env.RETENTION_DAYS_CONTACT_MESSAGES ?? null}::integer, contact_message_days))
      RETURNING request_days, page_view_days, contact_message_days`;
    const [periods] = changed;
    if (periods) {
      log(
        `Retention: request contact details for ${periods.request_days} days after a decision, page views for ${periods.page_view_days} days, contact messages for ${periods.contact_message_days} days.`,
      );
    }
    return seeded || fixtures || Boolean(periods);
  } finally {
    await prisma.$disconnect();
  }
}
