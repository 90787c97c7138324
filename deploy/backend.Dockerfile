# The API (and the shell at /). Build from the repository root:
#   docker build -f deploy/backend.Dockerfile -t ofertas-backend .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npx tsc -p contracts/tsconfig.build.json \
 && npx tsc -p backend/tsconfig.build.json \
 && node scripts/build-frontends.mjs shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund || true
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "backend/dist/main.js"]
