#!/bin/sh
# Run by the postgres image when its volume is first created: deploy/roles.sql with each
# login's password from its Docker secret (deploy/secrets.sh made them). The image's own
# superuser is used for nothing else.
set -eu
secret() { cat "/run/secrets/$1"; }
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$(secret nassco_owner_password)" -v app_password="$(secret nassco_app_password)" \
  -v office_password="$(secret nassco_office_password)" -v mail_password="$(secret nassco_mail_password)" \
  -v text_password="$(secret nassco_text_password)" \
  -v backup_password="$(secret nassco_backup_password)" \
  -f /nassco/roles.sql
