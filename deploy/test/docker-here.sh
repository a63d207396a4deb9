# shellcheck shell=bash
# Sourced by deploy/test/stack.sh: Docker Engine, Compose and buildx on a root Debian machine
# that has neither a Docker engine nor a container registry, only Debian's packages and the npm
# registry (docs/deployment.md, "The stack test"; decision 0075).
#
# Everything is kept in $STACK_CACHE, outside the checkout, so a second run takes minutes:
#   rootfs/{bookworm,forky}      debootstrapped minbase root filesystems, and a tar of each
#   dockerhost/                  forky with docker.io, docker-compose and docker-buildx: their libc
#                                is newer than Debian 12's, so they run in this root, not the host's
#   dockerhost/var/lib/docker    Docker's own data: the base images, the build cache, the layers
# dockerd runs in a private mount namespace whose root is dockerhost/, entered with pivot_root:
# under a plain chroot, `docker exec` (and so every healthcheck) ran in the host's filesystem.
# It makes a docker0 bridge, the compose network's bridge and iptables rules (and turns on IP
# forwarding) while it runs; stop_dockerd removes the bridges it made, and leaves the iptables
# chains, which are empty once its containers are gone. It refuses to start beside another
# Docker engine on the same machine, whose bridge and rules it would share.

STACK_CACHE=${STACK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nassco-stack}
DOCKERHOST=$STACK_CACHE/dockerhost
mkdir -p "$STACK_CACHE/log"

# Debian's mirror as this machine's apt has it (deb822 sources first, then sources.list), so the
# root filesystems come from wherever the host's packages come from. Other repositories the host
# may list (a vendor's, a cloud SDK's) are not Debian and are skipped.
debian_mirror() {
  local uri
  uri=$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -E '/debian/?$' | head -n 1)
  [ -n "$uri" ] || uri=$(grep -hoE '^deb(\s+\[[^]]*\])?\s+\S+' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
    awk '{print $NF}' | grep -E '/debian/?$' | head -n 1)
  echo "${uri:-http://deb.debian.org/debian}"
}
MIRROR=${MIRROR:-$(debian_mirror)}

# The docker CLI, in dockerd's mount namespace.
dk() { nsenter --mount="/proc/$(cat "$STACK_CACHE/dockerd.pid")/ns/mnt" env DOCKER_HOST=unix:///run/docker.sock "$@"; }

host_tools() {
  local missing=()
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  command -v iptables >/dev/null || missing+=(iptables)
  command -v curl >/dev/null || missing+=(curl)
  command -v openssl >/dev/null || missing+=(openssl)
  command -v nsenter >/dev/null || missing+=(util-linux)
  command -v git >/dev/null || missing+=(git)
  command -v ip >/dev/null || missing+=(iproute2)
  [ ${#missing[@]} -eq 0 ] && return 0
  apt-get -o DPkg::Lock::Timeout=600 update -q
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
}

# bookworm (Debian 12) for the node base, as the official node:24-bookworm-slim; forky (testing)
# for Docker and the postgres and nginx bases: Debian 12 has neither PostgreSQL 18 nor an nginx
# with `server … resolve`. Both at once: they are network-bound.
root_filesystems() {
  local suite pids=()
  mkdir -p "$STACK_CACHE/rootfs"
  for suite in bookworm forky; do
    [ -f "$STACK_CACHE/rootfs/$suite-minbase.tar" ] && continue
    (
      set -e
      dir=$STACK_CACHE/rootfs/$suite
      rm -rf "$dir" "$dir.partial"
      if [ "$suite" = forky ]; then
        debootstrap --variant=minbase --include=ca-certificates forky "$dir.partial" "$MIRROR" /usr/share/debootstrap/scripts/sid
      else
        debootstrap --variant=minbase bookworm "$dir.partial" "$MIRROR"
      fi
      rm -rf "$dir.partial/var/cache/apt/archives/"*.deb "$dir.partial/var/lib/apt/lists/"*
      echo "deb $MIRROR $suite main" >"$dir.partial/etc/apt/sources.list"
      # A mirror that is a frozen snapshot serves forky's Release past its Valid-Until, which apt
      # refuses; a live mirror is never past it, so this costs nothing there.
      [ "$suite" = forky ] && echo 'Acquire::Check-Valid-Until "false";' >"$dir.partial/etc/apt/apt.conf.d/99mirror-snapshot"
      mv "$dir.partial" "$dir"
      tar -C "$dir" --numeric-owner -cf "$dir-minbase.tar.partial" .
      mv "$dir-minbase.tar.partial" "$dir-minbase.tar"
    ) >"$STACK_CACHE/log/debootstrap-$suite.log" 2>&1 &
    pids+=($!)
  done
  local pid failed=0
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  if [ "$failed" = 1 ]; then
    tail -n 20 "$STACK_CACHE"/log/debootstrap-*.log >&2
    return 1
  fi
}

docker_host() {
  [ -x "$DOCKERHOST/usr/sbin/dockerd" ] && [ -x "$DOCKERHOST/usr/libexec/docker/cli-plugins/docker-compose" ] && return 0
  rm -rf "$DOCKERHOST"
  mkdir -p "$DOCKERHOST"
  tar -C "$DOCKERHOST" -xf "$STACK_CACHE/rootfs/forky-minbase.tar"
  cp /etc/resolv.conf "$DOCKERHOST/etc/resolv.conf"
  unshare --mount --propagation private bash -c "
    set -e
    mount -t proc proc '$DOCKERHOST/proc'; mount --rbind /dev '$DOCKERHOST/dev'; mount --rbind /sys '$DOCKERHOST/sys'
    chroot '$DOCKERHOST' apt-get update -q
    DEBIAN_FRONTEND=noninteractive chroot '$DOCKERHOST' apt-get install -y -q --no-install-recommends \
      docker.io docker-cli docker-compose docker-buildx iptables ca-certificates
    chroot '$DOCKERHOST' apt-get clean
  " >"$STACK_CACHE/log/dockerhost-apt.log" 2>&1 || {
    tail -n 20 "$STACK_CACHE/log/dockerhost-apt.log" >&2
    rm -rf "$DOCKERHOST/usr/sbin/dockerd"
    return 1
  }
}

start_dockerd() {
  if [ -s "$STACK_CACHE/dockerd.pid" ] && kill -0 "$(cat "$STACK_CACHE/dockerd.pid")" 2>/dev/null; then
    dk docker version --format '{{.Server.Version}}' >/dev/null 2>&1 && return 0
  fi
  if ip link show docker0 >/dev/null 2>&1; then
    echo "This machine already has a docker0 bridge (another Docker engine?): the stack test runs its own, and would share it." >&2
    return 1
  fi
  bridges >"$STACK_CACHE/bridges-before"
  cp /etc/resolv.conf "$DOCKERHOST/etc/resolv.conf"
  mkdir -p "$DOCKERHOST/src"
  setsid unshare --mount --propagation private bash -c "
    mount --bind '$DOCKERHOST' '$DOCKERHOST'
    mount -t proc proc '$DOCKERHOST/proc'; mount --rbind /dev '$DOCKERHOST/dev'; mount --make-rslave '$DOCKERHOST/dev'
    mount --rbind /sys '$DOCKERHOST/sys'; mount --make-rslave '$DOCKERHOST/sys'
    mount -t tmpfs -o mode=755 tmpfs '$DOCKERHOST/run'
    mkdir -p '$DOCKERHOST/.oldroot'; cd '$DOCKERHOST'; pivot_root . .oldroot; cd /
    exec /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin sh -c 'umount -l /.oldroot && exec dockerd --host unix:///run/docker.sock --data-root /var/lib/docker'
  " >"$STACK_CACHE/log/dockerd.log" 2>&1 </dev/null &
  echo $! >"$STACK_CACHE/dockerd.pid"
  local _
  for _ in $(seq 1 120); do
    dk docker version --format '{{.Server.Version}}' >/dev/null 2>&1 && break
    kill -0 "$(cat "$STACK_CACHE/dockerd.pid")" 2>/dev/null || break
    sleep 1
  done
  dk docker version --format 'Docker Engine {{.Server.Version}}' || {
    tail -n 20 "$STACK_CACHE/log/dockerd.log" >&2
    return 1
  }
}

bridges() { ip -o link show type bridge | awk -F': ' '{print $2}' | sort; }

stop_dockerd() {
  [ -s "$STACK_CACHE/dockerd.pid" ] || return 0
  local pid _ bridge
  pid=$(cat "$STACK_CACHE/dockerd.pid")
  dk sh -c 'docker ps -q | xargs -r docker stop -t 5' >/dev/null 2>&1 || true
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  rm -f "$STACK_CACHE/dockerd.pid"
  # Docker's bridges that were not there before it started.
  for bridge in $(comm -13 <(cat "$STACK_CACHE/bridges-before" 2>/dev/null) <(bridges) | grep -E '^(docker0|br-[0-9a-f]{12})$'); do
    ip link del "$bridge" 2>/dev/null || true
  done
}

# The base images the project's files name, made here when Docker has none of that name:
# node:24-bookworm-slim (Node 24 and npm 11 from the npm registry), postgres:18 and nginx:1.28
# (Debian's packages with the official images' own entrypoints), from deploy/test/base-images/,
# and debian:bookworm-slim and debian:forky-slim (the minbase root filesystems; bookworm's without
# documentation, manual pages and translations, as Debian's slim images are made).
base_images() {
  local here=$1 ctx
  dk docker image inspect local/debian:bookworm-minbase >/dev/null 2>&1 ||
    dk docker import --change 'CMD ["bash"]' - local/debian:bookworm-minbase <"$STACK_CACHE/rootfs/bookworm-minbase.tar"
  dk docker image inspect local/debian:forky-minbase >/dev/null 2>&1 ||
    dk docker import --change 'CMD ["bash"]' - local/debian:forky-minbase <"$STACK_CACHE/rootfs/forky-minbase.tar"
  dk docker image inspect debian:forky-slim >/dev/null 2>&1 || dk docker tag local/debian:forky-minbase debian:forky-slim
  dk docker image inspect debian:bookworm-slim >/dev/null 2>&1 ||
    tar -C "$STACK_CACHE/rootfs/bookworm" --numeric-owner --exclude='./usr/share/doc/*' --exclude='./usr/share/man/*' \
      --exclude='./usr/share/info/*' --exclude='./usr/share/locale/*' --exclude='./usr/share/groff/*' \
      --exclude='./usr/share/lintian/*' -cf - . | dk docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  if ! dk docker image inspect node:24-bookworm-slim >/dev/null 2>&1; then
    ctx=$(mktemp -d)
    cp "$(readlink -f "$(npx -y -p node@24 which node)")" "$ctx/node"
    (cd "$ctx" && npm pack -q npm@11 >/dev/null && tar xzf npm-*.tgz && mv package npm && rm npm-*.tgz)
    cp "$here/base-images/node/Dockerfile" "$ctx/"
    cat /usr/local/share/ca-certificates/*.crt >"$ctx/extra-ca.pem" 2>/dev/null || : >"$ctx/extra-ca.pem"
    tar -C "$ctx" -c . | dk docker build -q --build-arg NODE_VERSION="$("$ctx/node" -p 'process.versions.node')" -t node:24-bookworm-slim - >/dev/null
    rm -rf "$ctx"
  fi
  dk docker image inspect postgres:18 >/dev/null 2>&1 ||
    tar -C "$here/base-images/postgres" -c . | dk docker build -q --network host -t postgres:18 - >/dev/null
  dk docker image inspect nginx:1.28 >/dev/null 2>&1 ||
    tar -C "$here/base-images/nginx" -c . | dk docker build -q --network host -t nginx:1.28 - >/dev/null
  dk docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E '^(node|postgres|nginx|debian):'
}
