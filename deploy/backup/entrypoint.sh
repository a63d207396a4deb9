#!/usr/bin/env bash
# Runs the schedule: the nightly backup at BACKUP_SCHEDULE, and, when an S3 bucket is set,
# the upload of newly archived WAL every five minutes. `backup.sh` alone runs one backup now:
#   docker compose run --rm backup backup.sh
set -euo pipefail

if [[ $# -gt 0 ]]; then
  exec "$@"
fi

crontab=$(mktemp)
printf '%s /usr/local/bin/backup.sh\n' "${BACKUP_SCHEDULE:-30 1 * * *}" >"$crontab"
if [[ -n "${BACKUP_S3_URL:-}" ]]; then
  printf '%s /usr/local/bin/upload-wal.sh\n' "*/5 * * * *" >>"$crontab"
fi
echo "Backup schedule:"
cat "$crontab"
exec supercronic -passthrough-logs "$crontab"
