#!/bin/sh
# The operator's own nginx settings, kept out of git in deploy/nginx.d (mounted read-only at
# /etc/nginx/local; its README.md says what goes there): the office's addresses
# (office-networks.conf) and any directive of their own at the http level (http-*.conf), which
# deploy/nginx.conf includes. A `git pull` never meets them.
#   (no argument)  the nginx image's entrypoint, after it has filled in deploy/nginx.conf and
#                  before nginx starts: the office's addresses, or none, where the file includes them.
#   apply          deploy/rollout.sh, in the running container: deploy/nginx.conf and
#                  deploy/nginx.d made into a candidate beside the live files, tested with
#                  `nginx -t`, and only then put in place and reloaded (open connections are kept).
#                  A candidate that fails the test changes nothing, and this exits 1.
#   reload         the live settings tested, then reloaded (deploy/certificate-installed.sh, after
#                  it has put a new certificate in place).
# A reload returns once nginx serves with the new settings: nginx starts new workers and retires
# the old ones a moment after the signal, and until then a new connection may still meet an old
# worker (the stack test's check after a reload did, once in three runs).
set -eu

# The pids of the workers that take new connections, by the title nginx gives each process (a
# retiring one's is "nginx: worker process is shutting down").
accepting_workers() {
  for process in /proc/[0-9]*; do
    case "$(tr '\0' ' ' <"$process/cmdline" 2>/dev/null)" in
      "nginx: worker process is shutting down"*) ;;
      "nginx: worker process"*) echo "${process#/proc/}" ;;
    esac
  done
  return 0
}

# SIGHUP to the master, then up to 30 s for every worker that took connections before it to have
# stopped taking them and a new one to have started.
reload_and_wait() {
  before=$(accepting_workers)
  kill -HUP "$(cat /run/nginx.pid)"
  tries=150
  while [ "$tries" -gt 0 ]; do
    now=$(accepting_workers)
    old=0
    for pid in $before; do
      case " $(echo $now) " in *" $pid "*) old=1 ;; esac
    done
    if [ "$old" = 0 ] && [ -n "$now" ]; then return 0; fi
    tries=$((tries - 1))
    sleep 0.2
  done
  echo "nginx was signalled to reload, but its old workers still take connections after 30 s" >&2
  return 1
}

# The office's addresses, "<address or subnet> 1;" a line, as a `geo` block's lines; nothing (only
# this machine itself) when the operator has not written them.
office_networks() { # into the given file
  if [ -f /etc/nginx/local/office-networks.conf ]; then
    cp /etc/nginx/local/office-networks.conf "$1"
  else
    echo "# none: deploy/nginx.d/office-networks.conf does not exist" >"$1"
  fi
}

case "${1:-}" in
  "")
    office_networks /etc/nginx/office-networks.conf
    ;;
  apply)
    candidate=$(mktemp -d /tmp/nginx-candidate.XXXXXX)
    trap 'rm -rf "$candidate"' EXIT
    # What the entrypoint reads before it fills in the template, then the image's own step, into
    # the candidate. Paths in deploy/nginx.conf that are not absolute are the configuration
    # directory's, which for `nginx -t -c` is the candidate's: it links the operator's directory.
    . /docker-entrypoint.d/15-site-host.envsh
    NGINX_ENVSUBST_OUTPUT_DIR=$candidate NGINX_ENTRYPOINT_QUIET_LOGS=1 /docker-entrypoint.d/20-envsubst-on-templates.sh
    office_networks "$candidate/office-networks.conf"
    ln -s /etc/nginx/local "$candidate/local"
    if ! nginx -t -q -c "$candidate/nginx.conf"; then
      echo "nginx refused the settings above (deploy/nginx.conf or deploy/nginx.d): nothing was changed" >&2
      exit 1
    fi
    cp "$candidate/nginx.conf" /etc/nginx/nginx.conf
    cp "$candidate/office-networks.conf" /etc/nginx/office-networks.conf
    reload_and_wait
    echo "nginx: deploy/nginx.conf and deploy/nginx.d applied (tested, then reloaded)"
    ;;
  reload)
    nginx -t -q
    reload_and_wait
    ;;
  *)
    echo "usage: $0 [apply | reload]" >&2
    exit 2
    ;;
esac
