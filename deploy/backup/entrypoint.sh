#!/usr/bin/env bash
# Runs the schedule: the nightly backup at BACKUP_SCHEDULE, and, when an S3 bucket is set,
# the upload of newly archived WAL every five minutes. `backup.sh` alone runs one backup now:
#   docker compose run --rm backup backup.sh
set -euo pipefail

# The login's password, from the Docker secret PGPASSWORD_FILE names: in this process's
# environment, so libpq reads it, and never in the container's (docker inspect shows that).
if [[ -n "${PGPASSWORD_FILE:-}" ]]; then
  PGPASSWORD=$(<"$PGPASSWORD_FILE")
  export PGPASSWORD
fi

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
