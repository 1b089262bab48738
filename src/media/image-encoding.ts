// How the build encodes images (astro.config.mjs); the inline hero poster (hero-poster.ts) is encoded the same way.
// Lower AVIF effort keeps a clean build (about 200 image variants) short; the files stay small.
export const avifEncoding = { effort: 2, quality: 55 } as const;
export const webpEncoding = { quality: 76 } as const;
