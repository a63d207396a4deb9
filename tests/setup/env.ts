import { inject } from "vitest";

const urls = inject("databaseUrls");
// Tests read and write every table, as the owner does; tests of the site's own login use TEST_APP_DATABASE_URL.
process.env.DATABASE_URL = urls.owner;
process.env.TEST_APP_DATABASE_URL = urls.app;
process.env.TEST_OFFICE_DATABASE_URL = urls.office;
process.env.TEST_MAIL_DATABASE_URL = urls.mail;
process.env.TEST_TEXT_DATABASE_URL = urls.text;
process.env.TEST_SUPERUSER_DATABASE_URL = urls.superuser;
