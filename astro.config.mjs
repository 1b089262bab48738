// @ts-check
import { defineConfig, fontProviders, sharpImageService } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { cmsAdmin } from "./src/integrations/cms-admin.ts";
import { clientIntent } from "./src/integrations/client-intent.ts";
import { cspHeader } from "./src/integrations/csp-header.ts";
import { productionGuard } from "./src/integrations/production-guard.ts";

// The public URL of the deployed site; used for canonical links, Open Graph images, the sitemap and JSON-LD.
const site = process.env.SITE_URL ?? "https://hausboot-werder.de";

/**
 * `npm run dev` runs the contact function as Netlify would, with Netlify's local Blobs server (in .netlify/blobs-serve,
 * the store `npm start` and `npm run mail:retry` use too). Off: edge functions (their runtime is a download), the image
 * CDN and the database (unused), and static files: Vite serves those, and the plugin would answer pages that exist in
 * dist/ with the last build's dist/_headers, whose CSP hashes block Vite's dev scripts. Loaded for `astro dev` only, so
 * the build needs no devDependency.
 * @returns {import("astro").AstroIntegration}
 */
function netlifyInDev() {
  return {
    name: "netlify-in-dev",
    hooks: {
      "astro:config:setup": async ({ command, updateConfig }) => {
        if (command !== "dev") return;
        const { default: netlify } = await import("@netlify/vite-plugin");
        const options = { enabled: false };
        updateConfig({
          vite: {
            plugins: [netlify({ edgeFunctions: options, images: options, database: options, staticFiles: options })],
          },
        });
      },
    },
  };
}

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  // No Markdown on this site; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    clientIntent(),
    sitemap({ filter: (page) => !/\/kontakt\//.test(page) }),
    cspHeader({ headerOnlyDirectives: ["frame-ancestors 'none'"] }),
    productionGuard(),
    cmsAdmin(),
    netlifyInDev(),
  ],
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss()],
  },
  // Lower AVIF effort keeps a clean build (about 200 image variants) short; the files stay small.
  image: { service: sharpImageService({ avif: { effort: 2, quality: 55 }, webp: { quality: 76 } }) },
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Fraunces",
      cssVariable: "--font-fraunces",
      fallbacks: ["Georgia", "serif"],
      options: {
        variants: [
          {
            src: ["@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"],
            weight: "100 900",
            style: "normal",
          },
        ],
      },
    },
  ],
});
