# shellcheck shell=bash
# Sourced by backup.sh and upload-wal.sh: the secrets compose hands over as files (Docker
# secrets, deploy/secrets/), read into this process's environment alone, where libpq and rclone
# look for them, and never into the container's, which `docker inspect` shows.
if [[ -n "${PGPASSWORD_FILE:-}" ]]; then
  PGPASSWORD=$(<"$PGPASSWORD_FILE")
  export PGPASSWORD
fi
if [[ -n "${RCLONE_S3_SECRET_ACCESS_KEY_FILE:-}" ]]; then
  RCLONE_S3_SECRET_ACCESS_KEY=$(<"$RCLONE_S3_SECRET_ACCESS_KEY_FILE")
  # Empty (no bucket yet): left unset, as rclone expects.
  if [[ -n "$RCLONE_S3_SECRET_ACCESS_KEY" ]]; then export RCLONE_S3_SECRET_ACCESS_KEY; else unset RCLONE_S3_SECRET_ACCESS_KEY; fi
fi
