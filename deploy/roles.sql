-- The NASSCO site's database and its five logins. Run once, as an administrator,
-- before the first `npm run db:prepare`:
--
--   psql "postgresql://<admin>@<host>/postgres" -v ON_ERROR_STOP=1 \
--        -v owner_password='<random>' -v app_password='<random>' \
--        -v office_password='<random>' -v mail_password='<random>' \
--        -v text_password='<random>' -f deploy/roles.sql
--
-- A database made before the back office had logins of its own: run
-- deploy/roles-upgrade.sql instead, once (docs/database-roles.md); one made before the
-- text channels had theirs: deploy/roles-text.sql.
--
-- On a managed server (RDS, Cloud SQL, Azure) <admin> is the provider's admin
-- login; it needs CREATEROLE and CREATEDB, not superuser. docker-compose.yml
-- runs this file when its PostgreSQL volume is first created.
-- The migrations then create the nassco_staff group and grant every privilege.

-- Owns the schema and runs migrations. CREATEROLE lets it create the staff group
-- and the staff logins (npm run staff:add), and manage only the roles it created.
CREATE ROLE nassco_owner LOGIN NOSUPERUSER CREATEROLE NOCREATEDB PASSWORD :'owner_password';
-- What the public site connects as. It gets its privileges from the migrations.
CREATE ROLE nassco_app LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'app_password';
-- What the public site's USSD and SMS callbacks connect as: the only login that may execute the
-- text functions (decision 0089); a member of nothing. (deploy/roles-text.sql holds the same line,
-- for a database made before it.)
CREATE ROLE nassco_text LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'text_password';
\ir roles-back-office.sql
-- The administrator must be able to act as the owner to give it the database.
GRANT nassco_owner TO CURRENT_USER;
CREATE DATABASE nassco OWNER nassco_owner;

-- The backup service's login (docker-compose.yml's backup service, docs/backups.md), made
-- only when backup_password is given: -v backup_password='<random>'. REPLICATION for
-- pg_basebackup, pg_read_all_data for pg_dump, BYPASSRLS since pg_dump reads with row
-- security off, which a table with row-level security (every content collection) refuses
-- to any other login, CONNECT since the migrations take it from PUBLIC; it can write nothing. Its replication connections need a pg_hba.conf line:
--   host replication nassco_backup all scram-sha-256
-- (deploy/postgres-init/20-nassco-backup-hba.sh adds it in compose). Granting REPLICATION
-- and pg_read_all_data needs a superuser or a role holding them with ADMIN; a managed
-- server has backups of its own instead.
\if :{?backup_password}
CREATE ROLE nassco_backup LOGIN REPLICATION BYPASSRLS NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'backup_password';
GRANT pg_read_all_data TO nassco_backup;
GRANT CONNECT ON DATABASE nassco TO nassco_backup;
\endif
