#!/usr/bin/env bash
# Uploads each WAL file in /wal-archive not uploaded yet to BACKUP_S3_URL/wal, encrypted to
# BACKUP_AGE_RECIPIENT; remembers what it uploaded in /backups/wal-uploaded. Runs every five
# minutes when BACKUP_S3_URL is set, so the bucket trails the server by at most that plus
# archive_timeout.
set -euo pipefail
# shellcheck source=read-secrets.sh
. /usr/local/bin/read-secrets.sh

[[ -n "${BACKUP_S3_URL:-}" ]] || exit 0
: "${BACKUP_AGE_RECIPIENT:?BACKUP_S3_URL is set, so BACKUP_AGE_RECIPIENT must be too: nothing leaves unencrypted}"
remote=":s3:${BACKUP_S3_URL#s3://}"
uploaded=/backups/wal-uploaded
mkdir -p "$uploaded"
# One upload at a time: the schedule's and the nightly backup's may meet.
exec 9>/backups/.upload-wal.lock
flock 9

# archive_command writes <name>.tmp and renames it: a name without .tmp is complete.
find /wal-archive -maxdepth 1 -type f ! -name '*.tmp' -printf '%f\n' | sort | while read -r name; do
  [[ -e "$uploaded/$name" ]] && continue
  age --encrypt --recipient "$BACKUP_AGE_RECIPIENT" "/wal-archive/$name" |
    rclone rcat "$remote/wal/$name.age"
  touch "$uploaded/$name"
done
# Forget what pg_archivecleanup has removed from the archive.
find "$uploaded" -maxdepth 1 -type f -printf '%f\n' | while read -r name; do
  [[ -e "/wal-archive/$name" ]] || rm -f "$uploaded/$name"
done
