# The same steps .ci/run proves on every change: npm ci (which generates the Prisma client), npm
# run build (the Remix build, precompressed assets, and the server compiled to build/server).
# The image runs the server, which only serves, as nassco_app; migrations run before it as
# nassco_owner with `node build/server/db-prepare.js` (docker-compose.yml's `migrate` service),
# under one advisory lock, so several started together take turns.
# No `# syntax=` line: BuildKit's built-in frontend reads this file, so a build needs no registry
# but the npm registry (deploy/test/stack.sh builds it with none).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Only what `npm ci` reads (its postinstall generates the Prisma client from the schema): a
# release whose change is a migration, or any other file, keeps this layer and its dependencies.
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma/schema.prisma prisma/
COPY prisma.config.ts ./
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build && npm run runtime-files -- /runtime

# Debian and Node alone: the node binary of the stage above, without npm (nothing is installed at
# run time), and of node_modules only the files the built server loads (scripts/runtime-files.ts
# traces them; no development package, no Prisma CLI, no TypeScript). Under 300 MB, where a
# whole `npm ci --omit=dev` on node:24-bookworm-slim made 389 MB (decision 0075).
FROM debian:bookworm-slim
COPY --from=build /usr/local/bin/node /usr/local/bin/node
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
RUN groupadd --system nassco && useradd --system --gid nassco --home-dir /app nassco
# Built JavaScript, the traced packages, static files, migrations and the data the seed loads:
# no TypeScript sources and no TypeScript loader. Owned by root and only readable by the user
# the server runs as, so a compromised server cannot change its own code. It may write only
# under .data (mail and texts as files, when no relay or aggregator is set).
COPY --from=build /runtime/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/data ./data
RUN mkdir -p .data && chown nassco:nassco .data
USER nassco
# 3000: the public site; 3001: the back office; 9464: /metrics, /livez, /readyz and /healthz, for
# the monitoring network only.
EXPOSE 3000 3001 9464
# Readiness (/readyz: the database answers and has every migration of this build), checked every
# 2 s while starting (Docker 25 and later), so a rolling deploy moves on as soon as the new
# instance is ready; every 30 s after that. Unhealthy restarts nothing: cached pages still serve.
# The check is bash's own /dev/tcp, not a Node process: starting Node took seconds of CPU each
# time on a loaded machine, every 2 s, taken from the instance it was waiting for. The grace and
# the timeout are from start-up measured at a load average of 10 (decision 0117).
# docker-compose.yml turns it off for `migrate`, which serves nothing.
HEALTHCHECK --interval=30s --timeout=10s --start-period=120s --start-interval=2s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${METRICS_PORT:-9464} && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && read -r -t 8 _ status _ <&3 && [ \"$status\" = 200 ]"]
# Node itself, not npm, so SIGTERM reaches the server. Commands run as, for example,
# `docker compose run --rm migrate node build/server/staff-invite.js ada --display-name "Ada Eze"`
# with the owner's login (also staff-account.js and import-lga.js); export-requests.js and
# privacy-erase.js need a member of staff's own (STAFF_DATABASE_URL).
# With no role it starts both processes, the site and the back office (docker-compose.yml runs
# each in a container of its own: `index.js site`, `index.js office`).
CMD ["node", "build/server/index.js"]
