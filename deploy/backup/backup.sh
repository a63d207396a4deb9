#!/usr/bin/env bash
# One backup of the compose database, into the backups volume:
#   /backups/base/<time>/  pg_basebackup in tar format, compressed, with its WAL and
#                          backup_manifest, checked with pg_verifybackup: the start of
#                          point-in-time recovery with the WAL in /wal-archive;
#   /backups/dump/nassco-<time>.dump   pg_dump -Fc of the site's database, checked by
#                          reading its table of contents back.
# Then it deletes base backups and dumps older than BACKUP_KEEP_DAYS (never the newest),
# WAL older than the oldest base backup kept, and, when BACKUP_S3_URL is set, uploads
# what it made, encrypted to BACKUP_AGE_RECIPIENT, and applies the same retention there.
# Connects as nassco_backup (PGHOST, PGUSER, PGPASSWORD from the environment).
set -euo pipefail
# shellcheck source=read-secrets.sh
. /usr/local/bin/read-secrets.sh

keep_days=${BACKUP_KEEP_DAYS:-14}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
base_dir=/backups/base
dump_dir=/backups/dump
mkdir -p "$base_dir" "$dump_dir"

log() { printf '%s backup: %s\n' "$(date -u +%FT%TZ)" "$*"; }
# Tells the database a good backup of this kind ('base' or 'dump') was made, for the back
# office's /metrics and the alert on an old backup (docs/observability.md): the one thing this
# login may write. A failure to record keeps the backup; the alert then says to look here.
record() {
  psql --no-password --dbname=nassco --quiet --no-psqlrc -v ON_ERROR_STOP=1 \
    -c "SELECT backup_recorded('$1')" >/dev/null ||
    log "the $1 backup is good, but could not be recorded in the database"
}

log "base backup $stamp"
partial="$base_dir/.$stamp.partial"
rm -rf "$partial"
pg_basebackup --pgdata="$partial" --format=tar --gzip --wal-method=stream \
  --checkpoint=fast --label="nassco $stamp" --no-password
pg_verifybackup --no-parse-wal "$partial" >/dev/null
# The first WAL file this backup needs, from its backup_label: older WAL can go once
# this is the oldest backup kept.
tar -xzOf "$partial/base.tar.gz" --occurrence=1 backup_label |
  sed -n 's/^START WAL LOCATION: .* (file \([0-9A-F]\{24\}\))$/\1/p' >"$partial/start-wal"
[[ -s "$partial/start-wal" ]] || {
  log "no START WAL LOCATION in the backup_label of $stamp"
  exit 1
}
mv "$partial" "$base_dir/$stamp"

log "dump $stamp"
dump="$dump_dir/nassco-$stamp.dump"
pg_dump --format=custom --dbname=nassco --no-password --file="$dump.partial"
pg_restore --list "$dump.partial" >/dev/null
mv "$dump.partial" "$dump"

log "pruning what is older than $keep_days days"
newest_base=$base_dir/$stamp
find "$base_dir" -mindepth 1 -maxdepth 1 -type d -name '2*' -mtime "+$keep_days" ! -path "$newest_base" -exec rm -rf {} +
find "$dump_dir" -mindepth 1 -maxdepth 1 -type f -name 'nassco-*.dump' -mtime "+$keep_days" ! -path "$dump" -delete
oldest_base=$(find "$base_dir" -mindepth 1 -maxdepth 1 -type d -name '2*' | sort | head -n 1)
pg_archivecleanup /wal-archive "$(cat "$oldest_base/start-wal")"

if [[ -n "${BACKUP_S3_URL:-}" ]]; then
  : "${BACKUP_AGE_RECIPIENT:?BACKUP_S3_URL is set, so BACKUP_AGE_RECIPIENT must be too: nothing leaves unencrypted}"
  remote=":s3:${BACKUP_S3_URL#s3://}"
  log "uploading to $BACKUP_S3_URL, encrypted"
  for file in "$base_dir/$stamp"/*; do
    age --encrypt --recipient "$BACKUP_AGE_RECIPIENT" "$file" |
      rclone rcat "$remote/base/$stamp/$(basename "$file").age"
  done
  age --encrypt --recipient "$BACKUP_AGE_RECIPIENT" "$dump" |
    rclone rcat "$remote/dump/$(basename "$dump").age"
  /usr/local/bin/upload-wal.sh
  # The same retention there; WAL a day longer, so the oldest base backup kept has its WAL.
  rclone delete --min-age "${keep_days}d" "$remote/base"
  rclone rmdirs --leave-root "$remote/base"
  rclone delete --min-age "${keep_days}d" "$remote/dump"
  rclone delete --min-age "$((keep_days + 1))d" "$remote/wal"
fi
# Recorded last, as the file below is written: a backup counts once it is checked and, with a
# bucket, uploaded.
record base
record dump
# For the alert "backup older than a day" (docs/observability.md): node_exporter's textfile
# collector reads this file from the backups volume. Written last, so only a whole success counts.
metric=/backups/nassco_backup.prom
echo "nassco_backup_last_success_timestamp_seconds $(date +%s)" >"$metric.tmp"
mv "$metric.tmp" "$metric"
log "done: $base_dir/$stamp and $dump"
