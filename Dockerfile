# syntax=docker/dockerfile:1
# The same steps .ci/run proves on every change: npm install (which generates the
# Prisma client), remix build, then the server, which migrates and seeds at start.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-fund --no-audit
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
RUN groupadd --system nassco && useradd --system --gid nassco --home-dir /app nassco
COPY --from=build --chown=nassco:nassco /app/package.json ./
COPY --from=build --chown=nassco:nassco /app/node_modules ./node_modules
COPY --from=build --chown=nassco:nassco /app/build ./build
COPY --from=build --chown=nassco:nassco /app/public ./public
COPY --from=build --chown=nassco:nassco /app/app ./app
COPY --from=build --chown=nassco:nassco /app/server ./server
COPY --from=build --chown=nassco:nassco /app/prisma ./prisma
COPY --from=build --chown=nassco:nassco /app/data ./data
# For staff scripts such as `npm run export:requests` inside the container.
COPY --from=build --chown=nassco:nassco /app/scripts ./scripts
COPY --from=build --chown=nassco:nassco /app/tsconfig.json ./
USER nassco
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tsx runs the TypeScript launcher directly; signals reach it without npm in between.
CMD ["node_modules/.bin/tsx", "server/index.ts"]
