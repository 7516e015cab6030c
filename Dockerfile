# One image for both services: the API (node --import tsx) and the web app (apps/web/server.mjs, Next's handler).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY packages ./packages
COPY apps ./apps
COPY e2e/package.json ./e2e/package.json
COPY scripts ./scripts
RUN npm ci && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app /app
USER node
EXPOSE 3000 3001
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
