#!/usr/bin/env bash
# certbot's deploy hook (docs/deployment.md, "The certificate: get and renew"; decision 0116):
# copies the certificate certbot has just got or renewed into deploy/tls/, where nginx reads it,
# then has nginx check its configuration and reload. A reload starts new workers with the new
# certificate and lets the old ones finish their connections; a restart would drop them.
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
touch deploy/tls/privkey.pem
chmod 0600 deploy/tls/privkey.pem
cp "$source/privkey.pem" deploy/tls/privkey.pem
cp "$source/fullchain.pem" deploy/tls/fullchain.pem
chmod 0644 deploy/tls/fullchain.pem
# nginx checks the files first: a certificate that does not go with its key, or any other fault,
# stops here, nginx keeps serving the certificate it has loaded, and certbot reports the hook's
# failure. The reload is what `nginx -s reload` does, a HUP to the master named in
# deploy/nginx.conf's pid file, without the notice that command prints on stderr each time.
docker compose exec -T proxy nginx -t -q
docker compose exec -T proxy sh -c 'kill -HUP "$(cat /run/nginx.pid)"'
echo "installed $source in deploy/tls and reloaded nginx"
