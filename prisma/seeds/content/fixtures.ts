import type { SeedStep } from "../seed-step";

/**
 * Content the end-to-end tests need and the real collections lack, written
 * only with CONTENT_FIXTURES=1: an open vacancy (the office has published
 * none), so the careers list, a vacancy's page and every check run over all
 * pages (headers, validity, accessibility, the text browser) meet one. It
 * closes 30 days after the database was made.
 */
export const FIXTURE_VACANCY = {
  id: "test-fixture-vacancy",
  slug: "monitoring-and-evaluation-officer-test-fixture",
  title: "Monitoring and Evaluation Officer (test fixture)",
  location: "Abuja",
  summary: "A vacancy the end-to-end tests publish, so that the careers page has one to show.",
  body: `This vacancy exists only on the test server. It shows how a vacancy reads.

## The role

- Track how the register's data is used
- Write a quarterly report

## How to apply

Send your CV to the address in the advert. See [Careers](/get-involved/careers) for how to spot a fake offer.`,
};

export const seedContentFixtures: SeedStep = async (prisma, log) => {
  const { id, slug, title, location, summary, body } = FIXTURE_VACANCY;
  const written = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('nassco.actor', 'test fixture', true)`;
    return tx.$executeRaw`
      INSERT INTO vacancy (id, slug, title, location, summary, body, closes_on, provenance, status)
      VALUES (${id}, ${slug}, ${title}, ${location}, ${summary}, ${body},
              (now() AT TIME ZONE 'Africa/Lagos')::date + 30, 'illustrative', 'published')
      ON CONFLICT (id) DO NOTHING`;
  });
  if (written > 0) log("Content fixtures: an open vacancy added for the tests.");
  return written > 0;
};
