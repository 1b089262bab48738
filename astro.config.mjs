// @ts-check
import { defineConfig, fontProviders, sharpImageService } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { sveltiaBuild } from "./src/editor/sveltia-build.ts";
import { clientIntent } from "./src/integrations/client-intent.ts";
import { cspHeader } from "./src/integrations/csp-header.ts";
import { headingFontInstances } from "./src/styles/heading-font.ts";
import { avifEncoding, webpEncoding } from "./src/media/image-encoding.ts";
import { netlifyDev } from "./src/integrations/netlify-dev.ts";
import { productionGuard } from "./src/integrations/production-guard.ts";
import { defaultLanguage, publishedLanguages } from "./src/i18n/languages.ts";
import { readUncheckedDataFile } from "./src/content-reading/unchecked-data-files.ts";
import { exposePdf } from "./src/pdf/expose-pdf.ts";
import { functionContentModule } from "./src/integrations/function-content.ts";
import { siteUrlFrom } from "./src/integrations/site-url.ts";

const site = siteUrlFrom(process.env);
// The one switch (docs/i18n.md); the content check reports a wrong value, here it only decides the locales.
const siteFile = /** @type {{ languages?: unknown } | undefined} */ (readUncheckedDataFile("site"));
const locales = publishedLanguages(siteFile?.languages);

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  // German at the root, every other language under /<language>/ (the pages: src/pages/[...locale]/).
  i18n: { locales, defaultLocale: defaultLanguage, routing: { prefixDefaultLocale: false } },
  // No Markdown on this site; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    clientIntent(),
    // Each page with its editions as xhtml:link alternates; the form's pages (/kontakt/, /en/kontakt/) are left out.
    sitemap({
      filter: (page) => !/\/kontakt\//.test(page),
      // The same codes as the pages' hreflang (de, en).
      i18n: { defaultLocale: defaultLanguage, locales: Object.fromEntries(locales.map((locale) => [locale, locale])) },
    }),
    productionGuard(),
    functionContentModule(),
    // Before csp-header: it writes the link's label into the pages, which csp-header then reads.
    exposePdf(),
    cspHeader({ headerOnlyDirectives: ["frame-ancestors 'none'"] }),
    sveltiaBuild(),
    netlifyDev(),
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
  image: { service: sharpImageService({ avif: avifEncoding, webp: webpEncoding }) },
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Fraunces",
      cssVariable: "--font-fraunces",
      fallbacks: ["Georgia", "serif"],
      options: { variants: headingFontInstances },
    },
  ],
});
