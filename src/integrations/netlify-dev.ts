import type { AstroIntegration } from "astro";

/**
 * `npm run dev` runs the contact function as Netlify would, with Netlify's local Blobs server (in .netlify/blobs-serve,
 * the store `npm start` and `npm run mail:retry` use too). Loaded only for `astro dev`: the plugin does nothing in a
 * build, importing it alone took about a second of every `astro build`, and the build needs no devDependency. Off:
 * edge functions (their runtime is a download), the image CDN and the database (unused), and static files: Vite serves
 * those, and the plugin would answer pages that exist in dist/ with the last build's dist/_headers, whose CSP hashes
 * block Vite's dev scripts.
 */
export function netlifyDev(): AstroIntegration {
  return {
    name: "netlify-dev",
    hooks: {
      "astro:config:setup": async ({ command, updateConfig }) => {
        if (command !== "dev") return;
        const { default: netlify } = await import("@netlify/vite-plugin");
        updateConfig({
          vite: {
            plugins: [
              netlify({
                edgeFunctions: { enabled: false },
                images: { enabled: false },
                database: { enabled: false },
                staticFiles: { enabled: false },
              }),
            ],
          },
        });
      },
    },
  };
}
