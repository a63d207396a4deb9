#!/bin/sh
# Run by the postgres image when its volume is first created: deploy/roles.sql with the
# passwords from the environment. The image's own superuser is used for nothing else.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$NASSCO_OWNER_PASSWORD" -v app_password="$NASSCO_APP_PASSWORD" \
  -v office_password="$NASSCO_OFFICE_PASSWORD" -v mail_password="$NASSCO_MAIL_PASSWORD" \
  -v backup_password="$NASSCO_BACKUP_PASSWORD" \
  -f /nassco/roles.sql
