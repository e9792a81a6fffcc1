# syntax=docker/dockerfile:1
# One image, two processes: the API (default command) and the rates worker
#   docker run IMAGE                                  # = npm start
#   docker run IMAGE node dist/src/workers/main.js    # = npm run worker
# Both run the compiled code directly: the npm scripts' pre-hooks (build) have run in the build stage.
# Pinned to the Node.js 24 LTS release CI runs the whole test suite on (.ci/node24/package-lock.json);
# pin the digest too when you publish (`docker buildx imagetools inspect node:24.21.0-bookworm-slim`).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Build: all dependencies, TypeScript compiled to dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

# Production dependencies only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Run: compiled code, production dependencies, the bundled rates data, and the page client sources
# (esbuild bundles them on first use). Owned by root, run as the image's unprivileged `node` user
# (numeric, so that Kubernetes' runAsNonRoot can check it), so the process cannot change its own code.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# glibc gives each thread that allocates (the main thread, the heavy-work thread, libuv's compression threads) an arena
# of its own, up to 8 per core, and keeps what they freed: with two, a replica holds 2-31 MiB less after the same heavy
# work (docs/operate.md, "Memory").
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY data ./data
COPY src/pages/client ./src/pages/client
USER 1000:1000
# 3000: the API (PORT). 9464: the API's /metrics (METRICS_PORT). 9465: the worker's /metrics and /healthz
# (WORKER_METRICS_PORT).
EXPOSE 3000 9464 9465
CMD ["node", "--no-allocation-site-pretenuring", "--max-semi-space-size=8", "--heap-growing-percent=300", "dist/src/api/server.js"]
