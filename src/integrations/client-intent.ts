import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: boolean;
  }
}

/**
 * Adds `client:intent`: an island loads when the visitor reaches for one of its controls and hydrates when they
 * use one (src/islands/intent-directive.ts). Astro inlines the directive on the pages that use it.
 */
export function clientIntent(): AstroIntegration {
  return {
    name: "client-intent",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("../islands/intent-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
