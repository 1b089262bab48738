#!/usr/bin/env bash
# The reference site for bench/compare.ts: AstroWind (arthelokyo/astrowind), built locally without internet.
#   bash bench/astrowind.sh <astrowind git folder or clone> [target folder, default /tmp/astrowind]
# then: node_modules/.bin/node bench/compare.ts --reference /tmp/astrowind/dist
# Offline, three things differ from AstroWind's own build, and are changed here: its Inter font comes from npm's
# @fontsource-variable/inter (the files its fontsource provider would fetch), its remote Pixabay images are not
# optimised, and the Markdown demo post (tweets and videos fetched at build time) is left out. Its Unsplash images
# stay remote URLs that cannot load here, so it transfers less than it would online.
set -euo pipefail
source_repo=${1:?"Ordner des AstroWind-Repositorys (git) angeben"}
target=${2:-/tmp/astrowind}
project=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$target" && mkdir -p "$target"
git --git-dir="$(git -C "$source_repo" rev-parse --absolute-git-dir 2>/dev/null || echo "$source_repo")" archive HEAD | tar -x -C "$target"
cd "$target"
sed -i "s/domains: \['cdn.pixabay.com'\],/domains: [],/" astro.config.ts
rm -f src/data/post/markdown-elements-demo-post.mdx
node_bin="$project/node_modules/node/bin"
PATH="$node_bin:$PATH" npm install --no-audit --no-fund
PATH="$node_bin:$PATH" npm install --no-audit --no-fund --no-save @fontsource-variable/inter@5
node - <<'JS'
const fs = require("fs");
const file = "astro.config.ts";
const config = fs.readFileSync(file, "utf8");
const start = config.indexOf("    {\n      provider: fontProviders.fontsource(),");
const end = config.indexOf("  ],\n\n  integrations");
if (start < 0 || end < 0) throw new Error("AstroWind's font configuration has changed; adapt bench/astrowind.sh");
const local = `    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['sans-serif'],
      options: { variants: [{ src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'], weight: '100 900', style: 'normal' }] },
    },
`;
fs.writeFileSync(file, config.slice(0, start) + local + config.slice(end));
JS
PATH="$node_bin:$PATH" npx astro build
echo "AstroWind $(git --git-dir="$(git -C "$source_repo" rev-parse --absolute-git-dir 2>/dev/null || echo "$source_repo")" rev-parse --short HEAD) gebaut: $target/dist"
