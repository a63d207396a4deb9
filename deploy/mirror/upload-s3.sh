#!/usr/bin/env bash
# Uploads a mirror (npm run mirror) to an S3-compatible bucket, each page at its address as the key
# (/resource-hub/news is the object resource-hub/news, no trailing slash and no redirect) with the
# type the site gave it, as listed in the mirror's object-store.tsv (decision 0079;
# docs/operations.md, "When the site is down: the static mirror"). The forms' 503 page goes to
# unavailable/forms.html, for the CDN's error page. Needs the AWS CLI (v2) and its credentials.
#
#   deploy/mirror/upload-s3.sh .data/mirror s3://nassco-mirror [aws options, e.g. --endpoint-url https://…]
set -euo pipefail

if [[ $# -lt 2 || ! -f $1/object-store.tsv ]]; then
  echo "Usage: $0 <mirror folder> s3://bucket[/prefix] [aws options]" >&2
  exit 2
fi
mirror=$1
bucket=${2%/}
shift 2
here=$(dirname "$0")

# Eight uploads at once; each object its own type, and a short life in caches: it is a copy.
aws_options=$(printf '%q ' "$@")
upload() {
  local key=$1 file=$2 type=$3
  eval "set -- $aws_options"
  aws s3 cp --only-show-errors --content-type "$type" --cache-control "public, max-age=300" "$mirror/$file" "$bucket/$key" "$@"
}
export -f upload
export mirror bucket aws_options
if ! tr '\t\n' '\0\0' <"$mirror/object-store.tsv" | xargs -0 -n 3 -P 8 bash -c 'upload "$@"' _; then
  echo "Some objects did not upload; run it again (it copies every object each time)." >&2
  exit 1
fi
aws s3 cp --only-show-errors --content-type "text/html; charset=utf-8" --cache-control "no-store" \
  "$here/../unavailable/forms.html" "$bucket/unavailable/forms.html" "$@"
echo "Uploaded $(wc -l <"$mirror/object-store.tsv") objects to $bucket."
