#!/usr/bin/env bash
# Makes deploy/secrets/, the files docker-compose.yml hands to its services as Docker secrets:
# a random password for PostgreSQL's superuser and for each of the site's logins, the database
# addresses built from them, and the session secret. Run once on a new server, before the first
# `docker compose up`; it never replaces a file that exists, so running it again is harmless and
# a password changed by hand stays changed.
#   deploy/secrets.sh                                 # smtp_url left empty
#   SMTP_URL=smtps://user:password@relay:465 deploy/secrets.sh
# The folder is root's alone to list; each file is readable, since the containers' users (999,
# 101) read them through the bind mount. Keep a copy in the office's vault: a restore onto a new
# server needs the same passwords (docs/backups.md).
set -euo pipefail
cd "$(dirname "$0")"
umask 022
install -d -m 0700 secrets

write() { # name value: only when the file does not exist yet
  [ -e "secrets/$1" ] && return 0
  printf '%s\n' "$2" >"secrets/$1.partial"
  mv "secrets/$1.partial" "secrets/$1"
  echo "wrote deploy/secrets/$1"
}
random() { openssl rand -hex 24; }
password() { cat "secrets/$1"; }

write postgres_password "$(random)"
for login in owner app office mail backup; do
  write "nassco_${login}_password" "$(random)"
done
write session_secret "$(openssl rand -hex 32)"
# Hex passwords need no escaping in a URL.
write owner_database_url "postgresql://nassco_owner:$(password nassco_owner_password)@db:5432/nassco"
write app_database_url "postgresql://nassco_app:$(password nassco_app_password)@db:5432/nassco"
write office_database_url "postgresql://nassco_office:$(password nassco_office_password)@db:5432/nassco"
write mail_database_url "postgresql://nassco_mail:$(password nassco_mail_password)@db:5432/nassco"
write smtp_url "${SMTP_URL:-}"
