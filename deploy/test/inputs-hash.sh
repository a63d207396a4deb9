#!/usr/bin/env bash
# Prints one SHA-256 of what the images and the compose stack are made from, for the checkout in
# $1 (default: this one): the Dockerfiles, docker-compose.yml, deploy/ (but the record of the last
# proof, deploy/test/proven-inputs.sha256, what an operator adds (secrets, certificates, ACME
# challenges, nginx settings), and the folders for other
# engines and tools, which the images and compose never read: kubernetes, prometheus, mirror;
# their own tests prove them), .dockerignore, the
# packages (package.json, the lock file), what the Dockerfile runs or copies by name (the Prisma
# schema and its config, scripts/prisma-generate.mjs, scripts/runtime-files.ts and the font
# list it reads) and the
# migrations; each file's contents, and whether it is executable. The app's own code is not among them: the
# ordinary tests prove it, and it changes with nearly every commit.
# deploy/test/stack.sh writes it to deploy/test/proven-inputs.sha256 when it passes; .ci/run runs
# the stack test when the two differ.
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"
mapfile -d '' files < <(
  find Dockerfile docker-compose.yml .dockerignore package.json package-lock.json deploy prisma/migrations \
    prisma/schema.prisma prisma.config.ts scripts/prisma-generate.mjs scripts/runtime-files.ts app/utils/pdf-fonts.ts -type f \
    ! -path deploy/test/proven-inputs.sha256 ! -path 'deploy/tls/*' ! -path 'deploy/secrets/*' \
    ! -path 'deploy/acme/*' ! -path 'deploy/nginx.d/*' \
    ! -path 'deploy/kubernetes/*' ! -path 'deploy/prometheus/*' ! -path 'deploy/mirror/*' -print0 | LC_ALL=C sort -z
)
{
  # Executable or not, as git records a file's mode: the rest depends on the umask of whoever
  # checked it out.
  stat -c '%a %n' "${files[@]}" | awk '{ print (substr($1, 1, 1) % 2 ? "x" : "-"), $2 }'
  sha256sum "${files[@]}"
} | sha256sum | cut -d' ' -f1
