-- Once, as the administrator, on a database made with an earlier deploy/roles.sql, before
-- migrating to 20261229150000_text_login (which refuses to run without this login):
--
--   psql "postgresql://<admin>@<host>/postgres" -v ON_ERROR_STOP=1 \
--        -v text_password='<random>' -f deploy/roles-text.sql
--
-- The public site's USSD and SMS callbacks connect as nassco_text: the only login that may
-- execute the text functions (decision 0089), a member of nothing; the migrations grant it the
-- rest. Then give the public site's process TEXT_DATABASE_URL (docs/deployment.md).
CREATE ROLE nassco_text LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'text_password';
