-- Once, as the administrator, on a database made with an earlier deploy/roles.sql,
-- before migrating to 20261223090000_back_office_apart (which refuses to run
-- without these logins):
--
--   psql "postgresql://<admin>@<host>/postgres" -v ON_ERROR_STOP=1 \
--        -v office_password='<random>' -v mail_password='<random>' -f deploy/roles-upgrade.sql
--
-- Then give the back office's process BACK_OFFICE_DATABASE_URL and the mail
-- sender MAIL_DATABASE_URL (docs/deployment.md).
\ir roles-back-office.sql
