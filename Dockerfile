# syntax=docker/dockerfile:1
# Build stage: compiles better-sqlite3 and the TypeScript, and builds the read-only database from the checked snapshot.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY data ./data
RUN npm run build \
 && node dist/cli.js db build --out /app/db/wdi.sqlite \
 && npm prune --omit=dev

# Run stage: only what runs; no compiler, no package manager; a non-root user; exec-form commands (no shell needed).
FROM node:24-bookworm-slim AS runtime
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
CMD ["node", "dist/cli.js", "serve"]
