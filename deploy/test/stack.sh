#!/usr/bin/env bash
# The stack test (npm run test:stack; decision 0075): on a root Debian machine with only Debian's
# packages and the npm registry, it prepares Docker (deploy/test/docker-here.sh), builds the
# images from the committed files, brings docker-compose.yml's stack up, and checks it through
# nginx with TLS, running the commands the README, docs/deployment.md and docs/backups.md give:
#   the public pages, the back office refused from an address not allowed and reached through the
#   operator's tunnel, an unknown host refused, http sent to https; no connection from the site's
#   containers to the back office's or back, by name or address; the code read-only and the user
#   unprivileged in the containers; no secret in `docker inspect`; deploy/rollout.sh under load
#   with no failed request; a failed migration stopping the rollout with the old release serving;
#   a backup, then the dump restored into a fresh stack, equal row for row; and the stack removed.
# Caches (root filesystems, base images, Docker's data) stay in $STACK_CACHE, outside the checkout.
# On success it writes the hash of the images' inputs to deploy/test/proven-inputs.sha256.
#   deploy/test/stack.sh               # the committed files (HEAD)
#   STACK_SOURCE=worktree deploy/test/stack.sh   # the working tree, committed or not
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
. "$HERE/docker-here.sh"

[ "$(id -u)" = 0 ] || {
  echo "The stack test needs root: it runs Docker's daemon." >&2
  exit 2
}

PROJECT=nassco-stack-test
SRC=/src/$PROJECT # inside dockerd's root
HOST_SRC=$DOCKERHOST$SRC
LOG=$STACK_CACHE/log
# Where a failure's evidence is kept (keep_evidence), in the checkout, for CI to print and keep.
EVIDENCE=${STACK_EVIDENCE:-$ROOT/stack-evidence}
timings=()
LOAD_PIDS=() # the readers of a load under way
NEW_SERVER=() # docs/deployment.md's blocks for a new server
started=$SECONDS

step() { # name command...: runs it, and notes how long it took
  local name=$1 t=$SECONDS
  shift
  echo "--- $name"
  "$@"
  timings+=("$(printf '%-52s %5d s' "$name" $((SECONDS - t)))")
}
report() {
  echo "--- the stack test's steps"
  printf '%s\n' "${timings[@]}"
  printf '%-52s %5d s\n' "all" $((SECONDS - started))
}
quietly() { "$@" >/dev/null 2>&1; }
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
cleanup() {
  local status=$?
  if [ -s "$STACK_CACHE/dockerd.pid" ]; then
    [ "$status" = 0 ] || keep_evidence
    compose down -v -t 5 >/dev/null 2>&1 || true
    stop_dockerd
  fi
  rm -rf "$HOST_SRC"
  report
  exit "$status"
}
trap cleanup EXIT

# What a failed run leaves for whoever reads CI's output, before `down -v` removes it: the test's
# own logs (each load's requests, joined to nginx's lines: path, status, time, instance), every
# service's whole log with timestamps, and what compose says of the containers.
keep_evidence() {
  # A load the failure stopped half-way: its readers stop, and its requests are joined all the same.
  local loads
  if [ -d "$LOG" ]; then
    touch "$LOG/load.stop"
    [ ${#LOAD_PIDS[@]} = 0 ] || wait "${LOAD_PIDS[@]}" 2>/dev/null || true
    for loads in "$LOG"/*/addresses.txt; do
      if [ -e "$loads" ] && [ ! -e "$(dirname "$loads")/requests.tsv" ]; then join_load "$(basename "$(dirname "$loads")")"; fi
    done
  fi
  rm -rf "$EVIDENCE"
  mkdir -p "$EVIDENCE/services"
  cp -r "$LOG"/. "$EVIDENCE"/ 2>/dev/null || true
  rm -f "$EVIDENCE"/*.dump
  local service
  for service in $(compose config --services 2>/dev/null); do
    compose logs --no-color --timestamps "$service" >"$EVIDENCE/services/$service.log" 2>&1 || true
  done
  compose ps --all >"$EVIDENCE/ps.txt" 2>&1 || true
  echo "--- the evidence of this failure, kept in $EVIDENCE"
  (cd "$EVIDENCE" && find . -type f -printf '%10s  %p\n' | sort -k 2)
  cat "$EVIDENCE/ps.txt"
  local tsv
  for tsv in "$EVIDENCE"/*/requests.tsv; do
    [ -e "$tsv" ] || continue
    echo "--- requests not answered 200 in ${tsv#"$EVIDENCE"/} (of $(($(wc -l <"$tsv") - 1)))"
    awk -F '\t' 'NR == 1 || $4 != "200"' "$tsv" | head -n 40
  done
  for service in $(compose config --services 2>/dev/null); do
    echo "--- $service: its last lines"
    tail -n 15 "$EVIDENCE/services/$service.log"
  done
}

# docker compose, in the copy of the checkout, with the test's settings (.env there).
compose() { dk env -C "$SRC" docker compose -p "$PROJECT" "$@"; }
in_src() { dk env -C "$SRC" "$@"; }

free_port() { node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
# Not the default (172.28), as a second stack on one engine would have it.
SUBNET_PREFIX=172.29
HTTP_PORT=$(free_port)
HTTPS_PORT=$(free_port)
TUNNEL_PORT=$(free_port)
# curl through nginx as a reader's browser would: the host names resolve to this machine's loopback.
https() { # host path [curl options...]; HTTPS_AT=<port> for another of nginx's ports
  local host=$1 path=$2 port=${HTTPS_AT:-$HTTPS_PORT}
  shift 2
  curl -sk --max-time 20 --resolve "$host:$port:127.0.0.1" "$@" "https://$host:$port$path"
}
tunnel() { HTTPS_AT=$TUNNEL_PORT https staff.test "$@"; }
status_of() { https "$1" "$2" -o /dev/null -w '%{http_code}'; }
expect_status() { # expected host path
  local got
  got=$(status_of "$2" "$3") || true
  [ "$got" = "$1" ] || fail "https://$2$3 answered $got, not $1"
  printf '%-40s %s\n' "https://$2$3" "$got"
}

# A certificate naming both test hosts, as a deployment's names both: fullchain.pem and privkey.pem
# in the directory, good for the days given.
self_signed() { # directory days
  openssl req -x509 -newkey rsa:2048 -nodes -days "$2" -subj /CN=site.test \
    -addext "subjectAltName=DNS:site.test,DNS:staff.test" \
    -keyout "$1/privkey.pem" -out "$1/fullchain.pem" 2>/dev/null
}

prepare() {
  host_tools
  root_filesystems
  docker_host
  start_dockerd
  base_images "$HERE"
}

# A copy of the checkout where dockerd sees it, with what an operator adds on a new server:
# deploy/secrets.sh's files, a certificate in deploy/tls, and the settings in .env. Its networks
# under a SUBNET_PREFIX other than the default, as a second stack on one engine would have them:
# the tunnel's check through nginx then proves nginx's gateways follow it (the default is checked
# without Docker, by scripts/compose-file.test.ts).
source_copy() {
  rm -rf "$HOST_SRC"
  mkdir -p "$HOST_SRC"
  if [ "${STACK_SOURCE:-head}" = worktree ]; then
    (cd "$ROOT" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$HOST_SRC")
  else
    git -C "$ROOT" archive HEAD | tar -x -C "$HOST_SRC"
  fi
  # docs/deployment.md, "A new server, step by step": its blocks, the secrets first (as written);
  # its certificate and settings are the test's own, as step 2 and 3 say.
  doc_blocks NEW_SERVER docs/deployment.md "A new server, step by step" 3
  run_doc_block new-server-1-secrets "${NEW_SERVER[0]}"
  self_signed "$HOST_SRC/deploy/tls" 2
  cat >"$HOST_SRC/.env" <<EOF
SITE_URL=https://site.test
STAFF_SITE_URL=https://staff.test
MAIL_TRANSPORT=files
HTTP_PUBLISH=127.0.0.1:$HTTP_PORT
HTTPS_PUBLISH=127.0.0.1:$HTTPS_PORT
OFFICE_TUNNEL_PUBLISH=127.0.0.1:$TUNNEL_PORT
SUBNET_PREFIX=$SUBNET_PREFIX
EOF
}

# docs/deployment.md's step 5, as written: the images built, the stack up and every service healthy.
# BuildKit's own progress (its "#n" lines, each image "Built") is the other thing it may say on stderr.
up() {
  DOC_STDERR_ALSO='^(#[0-9]+ .*| [a-z0-9_-]+  Built|)$' run_doc_block new-server-5-up "${NEW_SERVER[1]}"
  local image size states
  for image in nassco-web nassco-backup; do
    size=$(dk docker image inspect "$image" --format '{{.Size}}')
    printf '%-16s %d MB\n' "$image" $((size / 1000000))
  done
  states=$(compose ps --all --format '{{.Service}} {{.State}} {{.ExitCode}} {{.Status}}')
  echo "$states"
  grep -q '^migrate exited 0 ' <<<"$states" || fail "migrate did not end with exit code 0"
  if grep -q unhealthy <<<"$states"; then fail "a service is unhealthy"; fi
}

through_nginx() {
  expect_status 200 site.test /
  # Read whole before it is searched: grep -q stops at the first match, and with pipefail curl's
  # broken pipe would fail the check.
  local home
  home=$(https site.test /)
  grep -q 'National Social Safety-Nets Coordinating Office' <<<"$home" || fail "the home page lacks the office's name"
  expect_status 200 site.test /healthz
  expect_status 200 site.test /ha
  # PDFs, written by the app with the fonts the image keeps by name (app/utils/pdf-fonts.ts).
  local pdf
  for pdf in /privacy-policy.pdf /data-access-request-form.pdf; do
    [ "$(https site.test "$pdf" | head -c 5)" = "%PDF-" ] || fail "https://site.test$pdf is not a PDF"
    printf '%-40s %s\n' "https://site.test$pdf" "a PDF"
  done
  expect_status 404 site.test /staff/sign-in
  # From this machine's address as nginx sees it through a published port (Docker's gateway):
  # not an office address, so refused; the operator's tunnel lets them in.
  expect_status 403 staff.test /staff/sign-in
  local answer
  answer=$(tunnel /staff/sign-in -o /dev/null -w '%{http_code}') || true
  [ "$answer" = 200 ] || fail "the back office through the operator's tunnel answered $answer"
  printf '%-40s %s\n' "tunnel https://staff.test/staff/sign-in" "$answer"
  # A post through it, as a browser sends it (Origin with the port on the operator's machine):
  # the app's own answer to a wrong password, not a refusal of the form's origin.
  answer=$(tunnel /staff/sign-in -H "Origin: https://staff.test:$TUNNEL_PORT" --data 'name=stack_nobody&password=not-this-one' -w '\n%{http_code}') || true
  case "$(tail -n 1 <<<"$answer")" in
    400 | 401 | 429) ;;
    *) fail "a sign-in posted through the tunnel answered $(tail -n 1 <<<"$answer")" ;;
  esac
  grep -q "back office's own pages" <<<"$answer" && fail "a sign-in posted through the tunnel was refused for its origin"
  printf '%-40s %s\n' "tunnel POST /staff/sign-in (wrong)" "$(tail -n 1 <<<"$answer")"
  # Another container on the network reaches nginx's tunnel port from its own address: refused.
  answer=$(compose exec -T web-a node -e '
    const r = require("https").request({ host: "proxy", port: 8443, servername: "staff.test", path: "/staff/sign-in",
      headers: { Host: "staff.test" }, rejectUnauthorized: false }, (res) => { console.log(res.statusCode); res.resume(); });
    r.on("error", (e) => console.log(e.code)); r.end();') || true
  [ "$answer" = 403 ] || fail "a container on the network reached the back office through the tunnel's port ($answer)"
  printf '%-40s %s\n' "web-a -> proxy:8443 /staff/sign-in" "$answer"
  # The first administrator, invited as docs/deployment.md says; the link opens through the tunnel.
  local invite link
  run_doc_block new-server-6-invite "${NEW_SERVER[2]}" "name=stack_admin" "full name=Stack Test"
  invite=$(cat "$LOG/new-server-6-invite.out")
  link=$(grep -oE 'https://staff\.test/staff/enrol/[A-Za-z0-9_-]+' <<<"$invite" | head -n 1)
  [ -n "$link" ] || fail "staff-invite.js printed no invitation link: $invite"
  answer=$(tunnel "${link#https://staff.test}" -o /dev/null -w '%{http_code}') || true
  [ "$answer" = 200 ] || fail "the invitation link answered $answer through the tunnel"
  printf '%-40s %s\n' "tunnel invitation link" "$answer"
  # An ACME challenge certbot wrote into deploy/acme is answered over http, before the redirect.
  local token=stack-test-$RANDOM challenge
  mkdir -p "$HOST_SRC/deploy/acme/.well-known/acme-challenge"
  echo "$token.key-authorisation" >"$HOST_SRC/deploy/acme/.well-known/acme-challenge/$token"
  challenge=$(curl -s --max-time 10 -H 'Host: site.test' "http://127.0.0.1:$HTTP_PORT/.well-known/acme-challenge/$token") || true
  [ "$challenge" = "$token.key-authorisation" ] || fail "the ACME challenge over http answered '$challenge'"
  echo "http://site.test/.well-known/acme-challenge/…  the challenge's content"
  # http to https, and an unknown host gets nothing: no answer over http, a refused handshake over TLS.
  local redirect
  redirect=$(curl -s --max-time 10 -o /dev/null -w '%{http_code} %{redirect_url}' -H 'Host: site.test' "http://127.0.0.1:$HTTP_PORT/en") || true
  [ "$redirect" = "301 https://site.test/en" ] || fail "http answered '$redirect'"
  echo "http://site.test/en                      $redirect"
  if curl -s --max-time 10 -o /dev/null -H 'Host: other.test' "http://127.0.0.1:$HTTP_PORT/"; then fail "an unknown host got an answer over http"; fi
  if https other.test / -o /dev/null; then fail "an unknown host got an answer over TLS"; fi
  echo "other.test                               refused (http and TLS)"
}

# What a container opens to another, by name or address: "connected", or why not (ENOTFOUND for a
# name its networks do not know, a timeout or EHOSTUNREACH for an address Docker keeps apart).
connect_from() { # service host port
  compose exec -T "$1" node -e '
    const socket = require("net").connect({ host: process.argv[1], port: Number(process.argv[2]), timeout: 3000 });
    socket.on("connect", () => { console.log("connected"); socket.destroy(); });
    socket.on("timeout", () => { console.log("timeout"); socket.destroy(); });
    socket.on("error", (e) => console.log(e.code));' "$2" "$3" | tr -d '\r'
}

# docker-compose.yml's networks (scripts/compose-file.ts checks the file; this, what Docker made of
# it): the site's containers reach neither the back office's listener nor its metrics, by name or
# by any of its addresses, nor the back office the site's; both reach PostgreSQL.
networks_apart() {
  local from to port address answer
  for pair in "web-a office-a 3001" "web-a office-a 9464" "office-a web-a 3000" "office-a web-a 9464"; do
    read -r from to port <<<"$pair"
    for address in "$to" $(dk docker inspect "$(compose ps -q "$to")" --format '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}'); do
      answer=$(connect_from "$from" "$address" "$port") || true
      [ "$answer" != connected ] || fail "$from opened a connection to $to at $address:$port"
      printf '%-40s %s\n' "$from -> $to ($address:$port)" "$answer"
    done
  done
  for from in web-a office-a; do
    answer=$(connect_from "$from" db 5432) || true
    [ "$answer" = connected ] || fail "$from cannot reach PostgreSQL ($answer)"
    printf '%-40s %s\n' "$from -> db:5432" "$answer"
  done
}

inside_containers() {
  local service out
  for service in web-a office-a; do
    out=$(compose exec -T "$service" sh -c 'id -u; stat -c "%U %a" /app/build/server/index.js /app/node_modules; touch /app/build/x 2>/dev/null && echo writable-code; touch /app/.data/x && echo writable-data')
    printf '%s: %s\n' "$service" "$(tr '\n' ' ' <<<"$out")"
    [ "$(head -n 1 <<<"$out")" != 0 ] || fail "$service runs as root"
    grep -q writable-code <<<"$out" && fail "$service may change its own code"
    [ "$(sed -n 2p <<<"$out")" = 'root 644' ] || fail "$service's code is not root's, read-only"
    grep -q writable-data <<<"$out" || fail "$service cannot write .data"
  done
  compose exec -T office-a node --input-type=module - <"$HERE/runtime-smoke.mjs" || fail "a package the image needs does not work"
  # No secret in what docker inspect shows of any container.
  local inspect secret
  inspect=$(dk sh -c "docker inspect \$(docker ps -aq --filter label=com.docker.compose.project=$PROJECT)")
  for secret in "$HOST_SRC"/deploy/secrets/*; do
    [ -s "$secret" ] && [ -n "$(tr -d '\n' <"$secret")" ] || continue
    grep -qF "$(tr -d '\n' <"$secret")" <<<"$inspect" && fail "docker inspect shows the secret $(basename "$secret")"
  done
  echo "docker inspect: no secret among $(ls "$HOST_SRC/deploy/secrets" | wc -l) files"
  # Every `docker compose` command in the operators' documents names services the stack has.
  # shellcheck disable=SC2046 # one service a word
  node "$HERE/docs-commands.mjs" "$HOST_SRC" $(compose config --services) || fail "a document names what the stack lacks"
}

# An address no cache holds, once a word is added to it: the LGA table's search (a query parameter
# a page does not read is sent to its canonical address, which a cache holds).
PAST_CACHE=/where-we-work/nsr-summary-by-lga?q=stack-

# Readers keep asking while the command runs, about 15 pages a second in all, within what nginx
# allows one address (nassco_pages, 20 a second), with the cookies real readers carry: one who
# said yes to analytics (and so carries Google's _ga cookies too), one who said no, one with none
# whose every address is one no cache holds (a search, say), so each of its requests reaches an
# instance; and the office's sign-in page through the tunnel. Each request is a line in its loop's
# file: when, which path, how long, what status, the cache's word and nginx's request id
# and curl's exit code (requests-evidence.mjs joins them to nginx's log for the instance).
under_load() { # name command...
  local name=$1 stop=$LOG/load.stop pids=() i
  shift
  rm -rf "${LOG:?}/$name" "$stop"
  mkdir -p "$LOG/$name"
  addresses >"$LOG/$name/addresses.txt"
  # Every service's log as it is written, so that a container replaced meanwhile keeps its lines.
  compose logs -f --no-color --timestamps --since "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$LOG/$name/services.log" 2>&1 &
  local follower=$!
  for i in 1 2 3 4; do
    (
      local n=0 path cookie ga
      ga="GA1.1.$RANDOM$RANDOM.$(date +%s)"
      while [ ! -e "$stop" ]; do
        n=$((n + 1))
        case $i in
          1) path=/ cookie="nassco_analytics=yes; _ga=$ga; _ga_STACKTEST=GS1.1.$(date +%s).$n.1.0.0" ;;
          2) path=/ha cookie="nassco_analytics=no" ;;
          3) path="$PAST_CACHE$i-$n-$RANDOM" cookie="" ;;
          4) path=/staff/sign-in cookie="" ;;
        esac
        local answer
        answer=$(load_request "$i" "$path" "$cookie")
        # No answer at all on a connection nginx closed before reading the request (a reload retires
        # a worker, and a connection it had just accepted goes with it): a browser sends such a
        # request again, and so does this reader, once, keeping the first try's line as "retried".
        # curl's codes for that: 16 and 92 (HTTP/2's GOAWAY), 35 (the TLS handshake cut), 52 (no
        # reply), 55 and 56 (the connection closed while sending or receiving). Not 7: refused.
        case "$(cut -d ' ' -f 2 <<<"$answer"):${answer##* }" in
          000:16 | 000:35 | 000:52 | 000:55 | 000:56 | 000:92)
            printf '%s %s %s %s\n' "$(date +%s.%N | cut -c1-14)" "$i" "$path" "${answer/ 000 / retried }"
            answer=$(load_request "$i" "$path" "$cookie")
            ;;
        esac
        printf '%s %s %s %s\n' "$(date +%s.%N | cut -c1-14)" "$i" "$path" "$answer"
        sleep 0.1
      done >>"$LOG/$name/$i.load"
    ) &
    pids+=($!)
  done
  LOAD_PIDS=("${pids[@]}")
  local status=0
  "$@" || status=$?
  touch "$stop"
  wait "${pids[@]}"
  kill "$follower" 2>/dev/null || true
  wait "$follower" 2>/dev/null || true
  join_load "$name"
  return "$status"
}

# A load's requests, each with nginx's line for it (requests-evidence.mjs), into requests.tsv.
join_load() { # name
  # The instances replaced meanwhile have new addresses: both are kept, under the same names.
  addresses >>"$LOG/$1/addresses.txt"
  compose logs --no-color --no-log-prefix proxy >"$LOG/$1/proxy.log" 2>&1 || true
  node "$HERE/requests-evidence.mjs" "$LOG/$1" "$LOG/$1/proxy.log" "$LOG/$1/addresses.txt" "$LOG/$1/requests.tsv" || true
}

# One reader's request: "<seconds> <status> <cache> <request id> <curl's exit code>".
load_request() { # reader path cookie
  local format='%{time_total} %{http_code} %header{x-cache-status} %header{x-request-id} %{exitcode}'
  if [ "$1" = 4 ]; then
    tunnel "$2" -o /dev/null -w "$format" || true
  else
    https site.test "$2" ${3:+-H "Cookie: $3"} -o /dev/null -w "$format" || true
  fi
}

# Each service's addresses on its networks, "<service> <address>...", a line each.
addresses() {
  local service id
  for service in $(compose config --services); do
    for id in $(compose ps -q "$service" 2>/dev/null); do
      echo "$service $(dk docker inspect "$id" --format '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}')"
    done
  done
}

# What a load's readers got: every request answered 200, and enough of them to say so.
load_answered() { # name what [fewest requests that say anything: 100]
  local tsv=$LOG/$1/requests.tsv total failed fewest=${3:-100}
  total=$(($(wc -l <"$tsv") - 1))
  failed=$(awk -F '\t' 'NR > 1 && $4 != "200" && $4 != "retried"' "$tsv" | wc -l)
  echo "$2: $total requests, $failed failed ($(awk -F '\t' 'NR > 1 {print $4}' "$tsv" | sort | uniq -c | tr -s ' \n' ' '))"
  [ "$total" -gt "$fewest" ] || fail "too few requests during $2 to say anything ($total)"
  [ "$failed" = 0 ] || fail "$failed requests failed during $2 (each in $1/requests.tsv)"
}

rolling_deploy() {
  local before after
  before=$(compose ps -q web-a)
  under_load rollout in_src deploy/rollout.sh >"$LOG/rollout.log" 2>&1 || {
    tail -n 30 "$LOG/rollout.log" >&2
    fail "deploy/rollout.sh"
  }
  grep -E 'healthy after' "$LOG/rollout.log" || true
  after=$(compose ps -q web-a)
  [ "$before" != "$after" ] || fail "deploy/rollout.sh did not replace web-a"
  load_answered rollout "the rolling deploy"
}

# The operator's own nginx settings (deploy/nginx.d, outside git), applied by deploy/rollout.sh in
# the running nginx while readers keep asking: the office's addresses let this machine's (Docker's
# gateway, refused until then) into the back office, and a setting nginx refuses stops the rollout
# with nothing changed; then, the file gone, the gateway is refused again.
nginx_settings() {
  under_load nginx-settings nginx_settings_applied
  load_answered nginx-settings "nginx's settings applied" 30
}
nginx_settings_applied() {
  local dir=$HOST_SRC/deploy/nginx.d status=0
  # Docker forwards a published port from the gateway of either network nginx is on.
  printf '%s 1;\n' "${SUBNET_PREFIX}.0.1" "${SUBNET_PREFIX}.1.1" >"$dir/office-networks.conf"
  in_src deploy/rollout.sh --nginx-only >"$LOG/nginx-settings.log" 2>&1 || {
    tail -n 20 "$LOG/nginx-settings.log" >&2
    fail "deploy/rollout.sh --nginx-only"
  }
  expect_status 200 staff.test /staff/sign-in
  echo "this_is_no_directive on;" >"$dir/http-broken.conf"
  in_src deploy/rollout.sh --nginx-only >"$LOG/nginx-settings-broken.log" 2>&1 || status=$?
  [ "$status" != 0 ] || fail "deploy/rollout.sh --nginx-only exited 0 with a setting nginx refuses"
  grep -q 'this_is_no_directive' "$LOG/nginx-settings-broken.log" || fail "the rollout did not say which setting nginx refused"
  grep -h 'nothing was changed' "$LOG/nginx-settings-broken.log"
  expect_status 200 staff.test /staff/sign-in
  rm "$dir/http-broken.conf" "$dir/office-networks.conf"
  in_src deploy/rollout.sh --nginx-only >>"$LOG/nginx-settings.log" 2>&1 || fail "deploy/rollout.sh --nginx-only, the settings removed"
  expect_status 403 staff.test /staff/sign-in
}

# docs/deployment.md, "The certificate: get and renew": its second block, the deploy hook given a
# directory (certbot's first block needs a certificate authority), run as written while readers keep
# asking. nginx then serves the new certificate, and the back office's expiry metric reads it from
# the same file (the hook copies in place, which the container's file mount shows).
certificate_installed() {
  local dir=$HOST_SRC/renewed-certificate blocks serial served expiry not_after
  mkdir -p "$dir"
  self_signed "$dir" 30
  serial=$(openssl x509 -in "$dir/fullchain.pem" -noout -serial)
  doc_blocks blocks docs/deployment.md "The certificate: get and renew" 2
  under_load certificate run_doc_block certificate-installed "${blocks[1]}" "directory=$SRC/renewed-certificate"
  load_answered certificate "a certificate installed" 10
  served=$(openssl s_client -connect "127.0.0.1:$HTTPS_PORT" -servername site.test </dev/null 2>/dev/null | openssl x509 -noout -serial)
  [ "$served" = "$serial" ] || fail "nginx serves $served, not the installed certificate's $serial"
  expiry=$(compose exec -T office-a node -e '
    fetch("http://127.0.0.1:" + (process.env.METRICS_PORT || 9464) + "/metrics").then((r) => r.text())
      .then((t) => console.log((/^nassco_tls_certificate_expiry_timestamp_seconds (\S+)$/m.exec(t) || [])[1]))' | tr -d '\r')
  not_after=$(date -d "$(openssl x509 -in "$dir/fullchain.pem" -noout -enddate | cut -d= -f2)" +%s)
  awk -v a="$expiry" -v b="$not_after" 'BEGIN { exit !(a == b) }' ||
    fail "office-a's nassco_tls_certificate_expiry_timestamp_seconds is '$expiry', not the new certificate's $not_after"
  echo "certificate installed: nginx serves $serial; office-a reports its expiry ($not_after)"
}

# docs/operations.md, "Rotate a secret", "Database passwords": its block, run as written while
# readers keep asking. Then every connection the site's instances hold is ended: the next ones
# must open with the new password, read again from the file (decision 0115), with no restart, and
# the old password no longer opens any.
password_rotated() {
  local blocks old new answer tries=40
  old=$(cat "$HOST_SRC/deploy/secrets/nassco_app_password")
  doc_blocks blocks docs/operations.md "Database passwords" 1
  under_load rotation run_doc_block rotate-password "${blocks[0]}"
  load_answered rotation "the password rotated" 10
  new=$(cat "$HOST_SRC/deploy/secrets/nassco_app_password")
  [ "$new" != "$old" ] || fail "the documented rotation left nassco_app's password as it was"
  compose exec -T db psql -U postgres -d nassco -At -v ON_ERROR_STOP=1 \
    -c "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE usename = 'nassco_app'" >/dev/null
  # The pools notice their ended connections as the server closes them; until then a request may
  # meet one, so the first good answer is waited for, a bounded number of times.
  while [ "$tries" -gt 0 ]; do
    answer=$(status_of site.test "$PAST_CACHE$RANDOM") || true
    [ "$answer" = 200 ] && break
    tries=$((tries - 1))
    sleep 0.5
  done
  [ "$answer" = 200 ] || fail "after the rotation, the site past the cache answered $answer"
  expect_status 200 site.test /healthz
  local login
  for login in "$old" "$new"; do
    compose exec -T web-a node -e '
      const { Client } = require("pg");
      const client = new Client({ connectionString: process.argv[1] });
      client.connect().then(() => { console.log("accepted"); return client.end(); }, (e) => console.log(e.code));' \
      "postgresql://nassco_app:$login@db:5432/nassco" | tr -d '\r' >>"$LOG/rotation/logins.txt"
  done
  [ "$(tr '\n' ' ' <"$LOG/rotation/logins.txt")" = "28P01 accepted " ] ||
    fail "the old and new passwords were answered $(tr '\n' ' ' <"$LOG/rotation/logins.txt"), not 28P01 then accepted"
  echo "password rotated: the site's new connections use it; the old one is refused (28P01)"
}

failed_migration() {
  local broken=$HOST_SRC/prisma/migrations/99991231000000_stack_test_broken before status=0
  mkdir -p "$broken"
  echo "ALTER TABLE no_such_table ADD COLUMN never integer;" >"$broken/migration.sql"
  before=$(compose ps -q web-a web-b office-a office-b | tr '\n' ' ')
  local image_before
  image_before=$(dk docker image inspect nassco-web --format '{{.Id}}')
  in_src deploy/rollout.sh >"$LOG/rollout-broken.log" 2>&1 || status=$?
  tail -n 3 "$LOG/rollout-broken.log"
  [ "$status" != 0 ] || fail "deploy/rollout.sh exited 0 with a failing migration"
  [ "$(compose ps -q web-a web-b office-a office-b | tr '\n' ' ')" = "$before" ] || fail "an instance was replaced after the migration failed"
  # Past nginx's cache (an address no cache holds), to an instance: the old release answers.
  local answer
  answer=$(https site.test "$PAST_CACHE$RANDOM$RANDOM" -o /dev/null -w '%{http_code} %header{x-cache-status}') || true
  [ "$answer" = "200 MISS" ] || fail "after the failed migration an instance answered '$answer'"
  # The image's tag is the release that serves again, so a later `up` starts that one.
  [ "$(dk docker image inspect nassco-web --format '{{.Id}}')" = "$image_before" ] || fail "nassco-web still names the failed build"
  rm -rf "$broken"
  echo "rollout.sh exited $status; no instance replaced; the old release serves, and is nassco-web again"
}

# Every table's rows, as an md5 of their text in a stable order, and how many.
# Each table's rows and their digest. Leaves out the backup job's record of itself
# (backup_recorded(), in maintenance_run), written once the backup is good, so never in it.
table_digest() {
  compose exec -T db psql -U postgres -d nassco -At -F ' ' -v ON_ERROR_STOP=1 <<'SQL'
SELECT format('SELECT %L, count(*), md5(coalesce(string_agg(t::text, chr(10) ORDER BY t::text), %L)) FROM %I.%I t%s',
              c.relname, '', n.nspname, c.relname,
              CASE WHEN c.relname = 'maintenance_run' THEN ' WHERE t.job NOT LIKE ''backup %''' ELSE '' END)
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public' ORDER BY c.relname
\gexec
SQL
}

backup_and_restore() {
  # docs/backups.md: a backup now.
  local now
  doc_blocks now docs/backups.md "Take a backup now" 1
  run_doc_block backup "${now[0]}"
  grep -h 'backup: done' "$LOG/backup.out" "$LOG/backup.err"
  local dump base
  dump=$(compose run --rm --no-deps -T backup sh -c 'ls /backups/dump | tail -n 1' | tr -d '\r')
  base=$(compose run --rm --no-deps -T backup sh -c 'ls /backups/base | tail -n 1' | tr -d '\r')
  [ -n "$dump" ] && [ -n "$base" ] || fail "no dump or base backup in /backups"
  # What writes stops, so the rows are final. Archiving the segment in progress is left to the
  # first step of docs/backups.md's restore to a moment: without it that restore would miss the
  # last changes, and the comparison below would say so.
  compose stop proxy web-a web-b office-a office-b backup >/dev/null 2>&1
  table_digest >"$LOG/tables-before.txt"
  # docs/backups.md, "Restore the dump": off the machine, as an operator would copy it before
  # losing the server (into the checkout, where the next block reads it).
  local dump_blocks
  doc_blocks dump_blocks docs/backups.md "Restore the dump" 2
  local dump_time=${dump#nassco-}
  run_doc_block restore-dump-1-copy "${dump_blocks[0]}" "time=${dump_time%.dump}"
  echo "backup: base/$base and $dump ($(stat -c %s "$HOST_SRC/nassco.dump") bytes), $(wc -l <"$LOG/tables-before.txt") tables"

  restore_to_a_moment "$base"
  restore_the_dump "${dump_blocks[1]}"
}

# What docker compose itself writes on stderr while it works, on lines of their own: the one thing
# a document's command may print there. Anything else (an error a script did not stop at, a
# warning) fails the step that printed it.
COMPOSE_PROGRESS='^ *(Container|Network|Volume) [^ ]+ +(Creating|Created|Starting|Started|Stopping|Stopped|Running|Recreate|Recreated|Waiting|Healthy|Exited|Removing|Removed)$'

# Runs one block of a document's commands as an operator would: bash in the checkout, the test's
# project named as the operator's directory would name it, <project> and any other placeholder
# given (name=value) filled in. Fails on a non-zero exit, and on any line on stderr but compose's
# progress.
run_doc_block() { # log-name block [placeholder=value...]
  local name=$1 block=$2 pair unexpected
  shift 2
  block=${block//<project>/$PROJECT}
  for pair in "$@"; do block=${block//<${pair%%=*}>/${pair#*=}}; done
  in_src env COMPOSE_PROJECT_NAME="$PROJECT" timeout 900 bash -euo pipefail -c "$block" >"$LOG/$name.out" 2>"$LOG/$name.err" || {
    tail -n 20 "$LOG/$name.out" "$LOG/$name.err" >&2
    fail "a documented block failed: $block"
  }
  unexpected=$(grep -Ev "$COMPOSE_PROGRESS${DOC_STDERR_ALSO:+|$DOC_STDERR_ALSO}" "$LOG/$name.err" || true)
  [ -z "$unexpected" ] || fail "a documented block printed on stderr: $unexpected
the block: $block"
}

# The sh blocks of one section of a document (deploy/test/docs-blocks.mjs), into the array named,
# and exactly as many as the test knows: a block added or taken away must be looked at here.
doc_blocks() { # array document heading count
  local -n into=$1
  mapfile -d '' into < <(node "$HERE/docs-blocks.mjs" "$HOST_SRC/$2" "$3") || fail "$2's \"$3\" could not be read"
  [ "${#into[@]}" = "$4" ] || fail "$2's \"$3\" has ${#into[@]} blocks, not the $4 this test knows"
}

# docs/backups.md, "Restore to a moment", its blocks run as the document gives them (read from it by
# deploy/test/docs-blocks.mjs): the base backup and every archived WAL.
restore_to_a_moment() {
  local base=$1 blocks
  # Its six steps, in order; the checks below go between them.
  doc_blocks blocks docs/backups.md "Restore to a moment (base backup and WAL)" 6
  run_doc_block restore-moment-1-stop "${blocks[0]}"
  run_doc_block restore-moment-2-keep "${blocks[1]}"
  run_doc_block restore-moment-3-unpack "${blocks[2]}" "time=$base"
  run_doc_block restore-moment-4-recover "${blocks[3]}"
  [ "$(compose exec -T db psql -U postgres -At -c 'SELECT pg_is_in_recovery()' | tr -d '\r')" = f ] || fail "the database is still recovering"
  # The recovery settings are gone from the file PostgreSQL reads at its next start.
  if compose exec -T db grep -E '^(restore_command|recovery_target)' /var/lib/postgresql/18/docker/postgresql.auto.conf; then
    fail "postgresql.auto.conf still has recovery settings"
  fi
  table_digest >"$LOG/tables-moment.txt"
  if ! diff "$LOG/tables-before.txt" "$LOG/tables-moment.txt"; then fail "the database restored to a moment differs from the one backed up"; fi
  echo "restore to a moment: $(wc -l <"$LOG/tables-moment.txt") tables equal row for row"
  run_doc_block restore-moment-5-up "${blocks[4]}"
  expect_status 200 site.test /healthz
  run_doc_block restore-moment-6-remove "${blocks[5]}"
  if quietly dk docker volume inspect "${PROJECT}_pgdata_before_restore"; then fail "the copy of the data before the restore is still there"; fi
  echo "restore to a moment: docs/backups.md's 6 blocks ran, nothing unexpected on stderr ($(cat "$LOG"/restore-moment-*.err | wc -l) lines of compose's progress)"
}

# docs/backups.md, "Restore the dump", its second block, on a new server: a fresh stack, with new
# volumes and the same secrets (the block makes the roles with migrate, drops the database that
# made, restores the dump and starts everything).
restore_the_dump() { # block
  compose down -v -t 5 >/dev/null 2>&1
  run_doc_block restore-dump-2-restore "$1"
  table_digest >"$LOG/tables-after.txt"
  if ! diff "$LOG/tables-before.txt" "$LOG/tables-after.txt"; then fail "the restored database differs from the backup"; fi
  echo "restore the dump: $(wc -l <"$LOG/tables-after.txt") tables equal row for row ($(awk '{s+=$2} END {print s}' "$LOG/tables-after.txt") rows)"
  expect_status 200 site.test /
}

# One function, read whole before it runs: editing this file during a run changes nothing in it.
main() {
  rm -rf "$EVIDENCE"
  find "$LOG" -mindepth 1 -delete
  step "prepare Docker (host tools, root filesystems, engine, base images)" prepare
  step "copy the checkout, secrets, certificate, settings" source_copy
  step "docker compose up -d --build --wait (from the docs)" up
  step "through nginx with TLS" through_nginx
  step "the site's and the back office's containers apart" networks_apart
  step "inside the containers, and docker inspect" inside_containers
  step "the operator's nginx settings, applied under load" nginx_settings
  step "a certificate installed under load" certificate_installed
  step "a database password rotated under load" password_rotated
  step "deploy/rollout.sh under load" rolling_deploy
  step "deploy/rollout.sh with a failing migration" failed_migration
  step "backup, then restore into a fresh stack" backup_and_restore
  step "docker compose down -v" quietly compose down -v -t 5
  "$HERE/inputs-hash.sh" "$HOST_SRC" >"$ROOT/deploy/test/proven-inputs.sha256"
  echo "--- passed: deploy/test/proven-inputs.sha256 is $(cat "$ROOT/deploy/test/proven-inputs.sha256")"
}
main "$@"
exit
