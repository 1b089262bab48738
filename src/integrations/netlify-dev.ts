import type { AstroIntegration } from "astro";

/**
 * Loaded only for `astro dev`: importing the plugin took about a second of every build, where it does nothing. Off:
 * edge functions (their runtime is a download), images and database (unused), and static files, which Vite serves:
 * the plugin would answer with the last build's dist/_headers, whose CSP hashes block Vite's dev scripts.
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
