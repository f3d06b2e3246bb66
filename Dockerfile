# syntax=docker/dockerfile:1
# Meridian in production: the API image (reference server on Node 24, PostgreSQL via
# DATABASE_URL) and the web image (Caddy serving the built SPA and routing /api to the API).
# compose.yaml builds both; see README.md "Running in production".

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts

# The SPA bakes its settings in at build time. API_URL must be the absolute public URL of
# the API — with compose.yaml, https://<SITE_ADDRESS>/api.
FROM deps AS spa-build
ARG API_URL
ARG MARKET_DATA_URL
ARG MARKET_STREAM_URL
# The API reads the same setting (compose.yaml passes one value to both).
ARG IDLE_TIMEOUT_MINUTES
COPY . .
RUN test -n "$API_URL" || (echo "build arg API_URL is required" >&2; exit 1)
# The build writes its security headers beside index.html; they configure Caddy and are not
# served as files.
RUN npm run build -- --no-stats \
  && mkdir web-server && mv dist/security-headers.caddy dist/security-headers.json web-server/

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
# The server runs from TypeScript with tsx; it imports the shared contract types (src/api)
# and the market fixture feed module (fixtures/market, served only with MARKET_DATA=fixtures).
COPY tsconfig.json ./
COPY server ./server
COPY src/api ./src/api
# The one list of secret field names, shared by the log redaction and the SPA's DevTools masks.
COPY src/lib/sensitiveFields.ts ./src/lib/sensitiveFields.ts
# The idle sign-out's window, one formula for the SPA's countdown and the server's expiry.
COPY src/config/idleTimeout.ts ./src/config/idleTimeout.ts
COPY fixtures/market ./fixtures/market
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and gets SIGTERM itself, so the server's graceful shutdown runs on docker stop.
CMD ["node", "--import", "tsx", "server/src/main.ts"]

FROM caddy:2-alpine AS web
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=spa-build /app/web-server/security-headers.caddy /etc/caddy/security-headers.caddy
COPY --from=spa-build /app/dist /srv
