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
set -eu

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
    nginx -s reload
    echo "nginx: deploy/nginx.conf and deploy/nginx.d applied (tested, then reloaded)"
    ;;
  *)
    echo "usage: $0 [apply]" >&2
    exit 2
    ;;
esac
