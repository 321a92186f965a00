# Multi-stage build: compile backend and frontend, then a small runtime image
# holding only production dependencies and the built files.
# No Docker engine runs on the team's machines, so this file is checked by review, not by CI.
# Node 24 is a supported LTS (Node 20 reached end of life on 2026-04-30); the code also runs on Node 20 >= 20.19,
# which is what the development machines have. The runtime stage installs production dependencies only:
# no embedded PostgreSQL (DATABASE_URL is required in production), no test or lint tools.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY backend backend
COPY frontend frontend
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The server-rendering entry (one file and its chunks, every package bundled in): public pages arrive rendered.
COPY --from=build /app/frontend/dist-server frontend/dist-server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "backend/dist/main.js"]
