#!/usr/bin/env bash
# Makes deploy/secrets/, the files docker-compose.yml hands to its services as Docker secrets:
# a password for PostgreSQL's superuser and for each of the site's logins, the database addresses
# made from them, the public site's session secret and the back office's own, the mail relay's
# address and the backup bucket's secret key; and deploy/tls/, for the certificate. Run once on a new server, before the first
# `docker compose up`; it never replaces a file that exists, so running it again is harmless and
# a password changed by hand stays changed.
#   deploy/secrets.sh                                          # no mail relay, no bucket yet
#   SMTP_URL=smtps://user:password@relay:465 deploy/secrets.sh
# A value given in the environment is written instead of a random one: SMTP_URL,
# BACKUP_S3_SECRET_ACCESS_KEY, and, for a deployment made before the secrets were files,
# POSTGRES_PASSWORD, NASSCO_OWNER_PASSWORD, NASSCO_APP_PASSWORD, NASSCO_OFFICE_PASSWORD,
# NASSCO_MAIL_PASSWORD, NASSCO_TEXT_PASSWORD, NASSCO_BACKUP_PASSWORD and SESSION_SECRET, which its database and
# sessions already use. A deployment made before the back office had a secret of its own gets
# one by running this again (then `docker compose up -d`). The folder is root's alone to list; each file is readable, since the
# containers' users read them through the bind mount. Keep a copy in the office's vault: a
# restore onto a new server needs the same passwords (docs/backups.md).
set -euo pipefail
cd "$(dirname "$0")"
umask 022
install -d -m 0700 secrets
install -d -m 0755 tls

write() { # name value: only when the file does not exist yet
  if [ -e "secrets/$1" ]; then
    [ -z "${3:-}" ] || echo "deploy/secrets/$1 exists and is kept: $3 was not written; to change it, write over it in place (docs/operations.md, \"Rotate a secret\")" >&2
    return 0
  fi
  printf '%s\n' "$2" >"secrets/$1.partial"
  mv "secrets/$1.partial" "secrets/$1"
  echo "wrote deploy/secrets/$1"
}
random() { openssl rand -hex 24; }
# A password as it goes into a URL: hex passes as it is; anything else given is %-encoded.
password() {
  local value out="" c i
  value=$(cat "secrets/$1")
  for ((i = 0; i < ${#value}; i++)); do
    c=${value:i:1}
    case $c in
      [a-zA-Z0-9.~_-]) out+=$c ;;
      *) printf -v c '%%%02X' "'$c" && out+=$c ;;
    esac
  done
  printf '%s' "$out"
}

write postgres_password "${POSTGRES_PASSWORD:-$(random)}"
for login in owner app office mail text backup; do
  given=NASSCO_${login^^}_PASSWORD
  write "nassco_${login}_password" "${!given:-$(random)}"
done
write session_secret "${SESSION_SECRET:-$(openssl rand -hex 32)}"
write staff_session_secret "${STAFF_SESSION_SECRET:-$(openssl rand -hex 32)}" "${STAFF_SESSION_SECRET:+STAFF_SESSION_SECRET}"
# The app refuses the two equal when it sees both; the containers each see one, so it is said here.
if cmp -s secrets/session_secret secrets/staff_session_secret; then
  echo "deploy/secrets/staff_session_secret is the same as session_secret: the back office needs a secret of its own." >&2
  echo "Delete deploy/secrets/staff_session_secret and run this again." >&2
  exit 1
fi
write owner_database_url "postgresql://nassco_owner:$(password nassco_owner_password)@db:5432/nassco"
write app_database_url "postgresql://nassco_app:$(password nassco_app_password)@db:5432/nassco"
write office_database_url "postgresql://nassco_office:$(password nassco_office_password)@db:5432/nassco"
write mail_database_url "postgresql://nassco_mail:$(password nassco_mail_password)@db:5432/nassco"
write text_database_url "postgresql://nassco_text:$(password nassco_text_password)@db:5432/nassco"
write smtp_url "${SMTP_URL:-}" "${SMTP_URL:+SMTP_URL}"
write backup_s3_secret_access_key "${BACKUP_S3_SECRET_ACCESS_KEY:-}" "${BACKUP_S3_SECRET_ACCESS_KEY:+BACKUP_S3_SECRET_ACCESS_KEY}"
# Until certbot's first certificate (docs/deployment.md, "The certificate: get and renew"): a
# self-signed stop-gap for two days, so that nginx starts and can answer the authority's challenge
# on port 80; nginx refuses to start with no certificate at all. Browsers refuse it, and the
# expiry alert pages an hour after it is made if it is still there.
if [ ! -e tls/fullchain.pem ] && [ ! -e tls/privkey.pem ]; then
  (umask 077 && openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out tls/privkey.pem)
  openssl req -x509 -new -key tls/privkey.pem -days 2 -subj /CN=stop-gap -out tls/fullchain.pem
  echo "wrote deploy/tls/: a self-signed stop-gap certificate for two days, until certbot's"
fi
