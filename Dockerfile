# syntax=docker/dockerfile:1
# The production image: Node 20 slim, the built site, production dependencies only, non-root.

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install honours the lockfile (npm ci rejects npm 11's lockfile without rollup's other-platform packages).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-slim AS runtime
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
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it drains in-flight requests, then closes the database.
CMD ["node", "build/server.js"]
