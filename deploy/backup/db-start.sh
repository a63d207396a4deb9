#!/usr/bin/env bash
# The db service's command: gives the WAL archive volume to the postgres user (a new volume
# belongs to root), then starts PostgreSQL through the image's own entrypoint, which drops
# to that user, with WAL archiving on. archive_command never overwrites a file already
# archived, and renames a complete copy into place, so no reader sees half a file.
set -euo pipefail

install -d -o postgres -g postgres -m 0700 /wal-archive
exec docker-entrypoint.sh postgres \
  -c archive_mode=on \
  -c archive_timeout=60 \
  -c 'archive_command=test ! -f /wal-archive/%f && cp %p /wal-archive/%f.tmp && mv /wal-archive/%f.tmp /wal-archive/%f'
