#!/usr/bin/env bash
# Prints one SHA-256 of what the images and the compose stack are made from, for the checkout in
# $1 (default: this one): the Dockerfiles, docker-compose.yml, deploy/ (but the record of the last
# proof, deploy/test/proven-inputs.sha256), .dockerignore, the lock file and the migrations.
# deploy/test/stack.sh writes it to deploy/test/proven-inputs.sha256 when it passes; .ci/run runs
# the stack test when the two differ.
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"
{
  find Dockerfile docker-compose.yml .dockerignore package-lock.json deploy prisma/migrations -type f \
    ! -path deploy/test/proven-inputs.sha256 ! -path 'deploy/tls/*' ! -path 'deploy/secrets/*' -print0 |
    LC_ALL=C sort -z | xargs -0 sha256sum
} | sha256sum | cut -d' ' -f1
