# syntax=docker/dockerfile:1
# The base: the official Node 24 slim image, or (where registries of images cannot be reached) the same made from
# Debian's packages and the npm registry by scripts/container-base.sh: --build-arg BASE_IMAGE=localhost/...
ARG BASE_IMAGE=node:24-bookworm-slim

# Build stage: compiles better-sqlite3 and the TypeScript, and builds the read-only database from the checked snapshot.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Behind a TLS-inspecting proxy, its CA comes in as a build secret (never stored in a layer):
#   --secret id=extra_ca,src=/etc/ssl/certs/ca-certificates.crt
RUN --mount=type=secret,id=extra_ca,required=false \
    if [ -s /run/secrets/extra_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca; fi \
 && npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY data ./data
RUN npm run build \
 && node dist/cli.js db build --out /app/db/wdi.sqlite \
 && npm prune --omit=dev

# Run stage: only what runs; no compiler, no package manager; a non-root user; exec-form commands (no shell needed).
FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    DATABASE_PATH=/app/db/wdi.sqlite \
    RECORDINGS_DIR=/app/recordings \
    REVIEW_DB_PATH=/app/var/review.sqlite
WORKDIR /app
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/db ./db
COPY data ./data
COPY recordings ./recordings
# The data desk's store: the one directory the service writes (compose mounts a named volume here).
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["node", "dist/healthcheck.js"]
STOPSIGNAL SIGTERM
# A 64 MB young generation: at the default, light routes ran at one of two speeds chosen at start, and /healthz
# scavenged 1.7 times as often per request (bench/overload.js; issue #30).
CMD ["node", "--max-semi-space-size=64", "dist/cli.js", "serve"]
