#!/bin/sh
# Publishes a unisite build to an S3-compatible object store behind a CDN (docs/deploying.md
# "Object store and CDN"), each kind of file with the Cache-Control the other recipes give it
# (pipeline/artefacts/cache-rules.ts; a test checks these commands against it):
#   /assets/ and /_img/ (content-named)  public, max-age=31536000, immutable
#   everything else (pages, page-data, sw.js, the search index, fonts, sitemaps …)  no-cache
#   _redirects, _headers (rules for Netlify and Cloudflare Pages)  not published
# Usage: BUCKET=s3://www-example-edu sh object-store-sync.sh [dist]
# Other stores: add --endpoint-url https://… to each command (R2, MinIO, Spaces …).
set -eu
DIST="${1:-dist}"
: "${BUCKET:?set BUCKET, e.g. s3://www-example-edu}"

# 1. Content-named files first: the pages uploaded next may name them. Never deleted here: a page a
#    browser or the CDN still holds may ask for the previous build's (expire them with a lifecycle rule).
aws s3 sync "$DIST/" "$BUCKET/" --exclude '*' --include 'assets/*' --include '_img/*' --cache-control 'public, max-age=31536000, immutable'

# 2. Everything else, revalidated on each use; files the new build no longer has are deleted.
aws s3 sync "$DIST/" "$BUCKET/" --delete --exclude 'assets/*' --exclude '_img/*' --exclude '_redirects' --exclude '_headers' --cache-control 'no-cache'
