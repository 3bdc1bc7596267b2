# syntax=docker/dockerfile:1
# The production image: Node 24 (the current LTS line) slim, the built site, production
# dependencies only, non-root. scripts/container-smoke.sh repeats the runtime stage without Docker.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Exactly the committed lockfile.
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/api/db/migrations ./api/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers under either server (the custom server, or remix-serve through app/routes/healthz.ts).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it drains in-flight requests, then closes the database.
# The custom server (ADR 004): static files with the security headers, /readyz that turns 503
# while draining, /metrics. The same image runs the site under remix-serve (ADR 019) with
#   docker run … <image> node node_modules/@remix-run/serve/dist/cli.js build/server/index.js
# --max-semi-space-size=16: V8 young generation as Node 20 sized it (ADR 012, "Node 24").
# MALLOC_ARENA_MAX=2: glibc's arenas, not one per thread (ADR 045: 30 MB less after the mix).
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=16", "build/server.js"]
