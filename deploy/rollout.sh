#!/usr/bin/env bash
# A deploy without dropped requests (docs/operations.md, "Deploy"): build the new image, migrate
# the database, then replace the instances one at a time (the site's, then the back office's),
# each only once the one before it is healthy and back in nginx's rotation. The migrations run
# while the old code still serves, so each must keep working with the code before it (add first,
# remove a release later). A migration that fails stops the deploy before any instance is
# replaced: every instance still runs the release before, nassco-web names that release again,
# and this exits non-zero.
# nginx's settings (deploy/nginx.conf, and the operator's own in deploy/nginx.d) are applied first,
# in the running nginx: tested with `nginx -t`, then reloaded, keeping its connections; a setting
# it refuses stops the deploy before anything has changed.
#   deploy/rollout.sh              # build from this checkout, then roll out
#   deploy/rollout.sh --no-build   # the nassco-web image is already built (or loaded)
#   deploy/rollout.sh --nginx-only # nginx's settings alone
# Settings as for `docker compose up` (a .env file beside docker-compose.yml).
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
case "${1:-}" in
  "") ;;
  --no-build) build=0 ;;
  --nginx-only) build=nginx ;;
  *)
    echo "usage: deploy/rollout.sh [--no-build | --nginx-only]" >&2
    exit 2
    ;;
esac

# nginx is started if it is not running (it reads the settings as it starts), and recreated only if
# docker-compose.yml's proxy service changed; else it is never recreated here, which would drop the
# connections it holds: the running one is given the settings.
echo "--- nginx's settings"
if [ -n "$(docker compose ps -q --status running proxy)" ]; then
  docker compose up -d --no-deps proxy
  docker compose exec -T proxy /docker-entrypoint.d/25-operator-settings.sh apply
fi
[ "$build" != nginx ] || exit 0

# The image that serves now, by its ID: nassco-web names it again if the migration fails.
previous=$(docker image inspect nassco-web --format '{{.Id}}' 2>/dev/null || true)
if [ "$build" = 1 ]; then
  docker compose build migrate backup
fi
# `run` exits with the migration's own status, where `up` would exit 0 whatever it did.
echo "--- migrating"
if ! docker compose run --rm migrate; then
  # Back to the release that serves, or the next `docker compose up` would start the failed one.
  [ -z "$previous" ] || docker image tag "$previous" nassco-web
  echo "The migration failed: no instance was replaced, every one still serves the release before," >&2
  echo "and nassco-web names it again. See the lines above, fix, and run this again." >&2
  exit 1
fi
docker compose up -d --no-deps proxy

for service in web-a web-b office-a office-b; do
  echo "--- replacing $service"
  # compose sends SIGTERM: the old instance drains (DRAIN_SECONDS) while nginx retries on the other.
  docker compose up -d --no-deps --force-recreate "$service"
  id=$(docker compose ps -q "$service")
  started=$SECONDS
  status=starting
  for _ in $(seq 1 90); do
    status=$(docker inspect --format '{{.State.Health.Status}}' "$id")
    [ "$status" = healthy ] && break
    [ "$status" = unhealthy ] && break
    sleep 2
  done
  if [ "$status" != healthy ]; then
    echo "$service is $status: stopping here; the other instance still serves the old release." >&2
    echo "See docker compose logs $service, fix, and run this again; or roll back (docs/operations.md)." >&2
    exit 1
  fi
  echo "$service healthy after $((SECONDS - started)) s"
  # nginx skips an instance whose connections were refused for fail_timeout (5 s): wait that long,
  # so that it is back in the rotation before the other one stops.
  sleep 6
done
# The backup service's own image, if it changed; its schedule starts again.
docker compose up -d --no-deps backup
echo "--- every instance runs the new release"
