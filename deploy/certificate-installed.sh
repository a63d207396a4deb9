#!/usr/bin/env bash
# certbot's deploy hook (docs/deployment.md, "The certificate: get and renew"; decision 0116):
# copies the certificate certbot has just got or renewed into deploy/tls/, where nginx reads it,
# then has nginx check its configuration and reload. A reload starts new workers with the new
# certificate and lets the old ones finish their connections; a restart would drop them.
# A certificate nginx refuses is taken out again, and the hook fails.
#   deploy/certificate-installed.sh [directory]
# The directory holds fullchain.pem and privkey.pem: certbot's /etc/letsencrypt/live/<name>/,
# which certbot names in RENEWED_LINEAGE when it runs the hook; given as the argument instead,
# it installs any certificate so, outside certbot. Run as root (certbot's files are root's),
# from anywhere: docker compose runs in this checkout, with its .env.
set -euo pipefail
source=${1:-${RENEWED_LINEAGE:-}}
if [ -z "$source" ] || [ ! -s "$source/fullchain.pem" ] || [ ! -s "$source/privkey.pem" ]; then
  echo "usage: $0 <directory with fullchain.pem and privkey.pem>, or as certbot's --deploy-hook (RENEWED_LINEAGE)" >&2
  exit 2
fi
source=$(cd "$source" && pwd)
cd "$(dirname "$0")/.."
install -d -m 0755 deploy/tls
# Copied over the files in place, not renamed into place: the back office's instances mount
# fullchain.pem itself, for its expiry, and a file mount keeps showing the old file after a rename.
# The key is made root's alone before its new bytes go in; nginx's master process reads it as root.
touch deploy/tls/privkey.pem deploy/tls/fullchain.pem
chmod 0600 deploy/tls/privkey.pem
# The certificate that serves now, kept to be put back if nginx refuses the new one.
previous=$(mktemp -d)
trap 'rm -rf "$previous"' EXIT
cp -p deploy/tls/privkey.pem deploy/tls/fullchain.pem "$previous/"
cp "$source/privkey.pem" deploy/tls/privkey.pem
cp "$source/fullchain.pem" deploy/tls/fullchain.pem
chmod 0644 deploy/tls/fullchain.pem
# nginx checks its settings with the new files, then reloads and returns once it serves with them
# (deploy/nginx-entrypoint.d/25-operator-settings.sh). A certificate that does not go with its key,
# or any other fault, stops here with the files before put back, nginx serving what it has loaded,
# and certbot reporting the hook's failure.
if ! docker compose exec -T proxy /docker-entrypoint.d/25-operator-settings.sh reload; then
  cp "$previous/privkey.pem" deploy/tls/privkey.pem
  cp "$previous/fullchain.pem" deploy/tls/fullchain.pem
  echo "nginx refused the certificate from $source: deploy/tls has the one before again" >&2
  exit 1
fi
echo "installed $source in deploy/tls and reloaded nginx"
