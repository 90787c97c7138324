# One micro-frontend, served alone so its team can redeploy it without touching the others:
#   docker build -f deploy/remote.Dockerfile --build-arg PACKAGE=mfe-offers -t ofertas-mfe-offers .
FROM node:24-bookworm-slim AS build
ARG PACKAGE
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && node scripts/build-frontends.mjs "${PACKAGE}"

FROM nginx:1.27-alpine
ARG PACKAGE
COPY deploy/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html
EXPOSE 80
