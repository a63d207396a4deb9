-- The back office's login and the mail sender's, for deploy/roles.sql and
-- deploy/roles-upgrade.sql (needs -v office_password=… -v mail_password=…).
-- The back office's process connects as nassco_office: the only login that may
-- open, advance and read staff sessions, accounts and requesters' contact
-- details. It reads what the public site reads (member of nassco_app), and the
-- migrations grant it the rest. The mail sender connects as nassco_mail: the
-- only login that may take due mail, addresses and bodies included.
CREATE ROLE nassco_office LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'office_password';
GRANT nassco_app TO nassco_office;
CREATE ROLE nassco_mail LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD :'mail_password';
