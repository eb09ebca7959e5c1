# usaddr serve: the Address Lookup API v1. Multi-stage: build with the dev tools, run without them, as a non-root user.
# The reference index is mounted read-only at /data/reference.usaddr (see deploy/kubernetes), or baked in:
#   FROM usaddr
#   COPY --chown=root:root shared.usaddr /data/reference.usaddr
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY bin ./bin
COPY src ./src
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/src/data ./src/data
COPY --from=build /app/src/server/static ./src/server/static
# the image's own user, not root; the code and data are root-owned and read-only to it
USER node
EXPOSE 8080
# keys: env USADDR_API_KEYS or --api-keys-file; workers: set --workers to the CPU limit (Node counts the host's cores)
ENTRYPOINT ["node", "bin/usaddr.js", "serve", "--host", "0.0.0.0", "--port", "8080"]
CMD []
