#!/bin/sh
# Run by the postgres image when its volume is first created: lets the backup service's
# login, and only it, make replication connections (pg_basebackup), with a password.
# The image's own line ("host all all all scram-sha-256") does not cover replication.
set -eu
echo "host replication nassco_backup all scram-sha-256" >>"$PGDATA/pg_hba.conf"
