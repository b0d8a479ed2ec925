# syntax=docker/dockerfile:1
# Two images from one file (docs/deploy.md "The images"):
#   docker build --target storefront -t giftshop-storefront --build-arg SITE_URL=https://shop.example.in .
#   docker build --target backend -t giftshop-backend .
# Both run as the unprivileged `node` user of the official image.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Every dependency of the workspace, exactly as the lockfile says (it carries each platform's
# optional binaries: Next's SWC, Tailwind's oxide, sharp's libvips).
FROM base AS deps
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
RUN npm ci --no-audit --no-fund

# The storefront's standalone build. SITE_URL is frozen into the build (canonical links of
# prerendered pages, and HSTS when it is https: docs/security.md), so it is a build argument.
# No backend is reachable here by default: catalogue pages then render per request and their
# backend reads are cached at run time (lib/backend/fetch.ts logs it). To prerender them, build
# with a backend that answers: --network host --build-arg BACKEND_URL=http://127.0.0.1:4000.
FROM deps AS storefront-build
ARG SITE_URL
ARG BACKEND_URL
COPY . .
RUN NEXT_OUTPUT=standalone NODE_ENV=production node_modules/.bin/next build \
  && node scripts/standalone.mjs

FROM base AS storefront
# KEEP_ALIVE_TIMEOUT: idle connections from nginx kept longer than nginx keeps them
# (backend/src/keep-alive.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000
# server.js, the node_modules it traced (sharp and ioredis included), the cache handler under
# lib/, public/ and .next/static. .next stays writable by `node`: the page cache and the
# optimised images live under it.
COPY --from=storefront-build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]

# The reference backend's production dependencies only (tsx runs its TypeScript as it is).
FROM base AS backend-deps
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY backend/package.json backend/
RUN npm ci --omit=dev --workspace @giftshop/backend --no-audit --no-fund

FROM base AS backend
ENV NODE_ENV=production \
    BACKEND_HOST=0.0.0.0 \
    BACKEND_PORT=4000 \
    DATA_DIR=/data \
    SEED_IMAGE_CACHE=off
COPY --from=backend-deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/shared/src packages/shared/src
COPY backend/package.json backend/tsconfig.json backend/
# The sources with their SQL migrations (backend/src/db/migrations, applied at every start).
COPY backend/src backend/src
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.BACKEND_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "backend/src/server.ts"]
