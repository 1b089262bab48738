import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: boolean;
  }
}

/** An island loads when the visitor reaches for one of its controls (src/islands/intent-directive.ts). */
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
