import type { AstroIntegrationLogger } from "astro";
import { afterEach, expect, it } from "vitest";
import { productionGuard } from "../../src/integrations/production-guard.ts";

const ownerNameLine = "src/content/owner.ts › name: Ihr vollständiger Name für das Impressum";
// The project itself: its committed media are the drawn placeholders (no owner-media marker).
const projectRoot = new URL("../../", import.meta.url);
const drawnMediaLine = "Medien: noch die gezeichneten Platzhalter";
const context = process.env.CONTEXT;

afterEach(() => {
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
});

/** Runs the guard's hooks as Astro does, with a logger that records its warnings. */
async function runGuard(site: string) {
  const guard = productionGuard();
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) } as unknown as AstroIntegrationLogger;
  await (guard.hooks["astro:config:done"] as (options: unknown) => unknown)({
    config: { site, root: projectRoot },
    logger,
  });
  const buildStart = guard.hooks["astro:build:start"] as (options: unknown) => Promise<void>;
  return { warnings, run: () => buildStart({ logger }) };
}

it.each([undefined, "deploy-preview", "branch-deploy"])(
  "only warns outside Netlify's production context (CONTEXT=%s)",
  async (value) => {
    if (value === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = value;
    const { warnings, run } = await runGuard("http://localhost:4321");
    await expect(run()).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(ownerNameLine);
    expect(warnings[0]).toContain("SITE_URL: „http://localhost:4321“ ist keine https-Adresse ohne Pfad");
    expect(warnings[0]).toContain(drawnMediaLine);
  },
  20_000,
);

it("fails in the production context with one line per open item", async () => {
  process.env.CONTEXT = "production";
  const { warnings, run } = await runGuard("https://hausboot-werder.de");
  await expect(run()).rejects.toThrow(ownerNameLine);
  await expect(run()).rejects.toThrow(drawnMediaLine);
  await expect(run()).rejects.not.toThrow(/SITE_URL/);
  expect(warnings).toEqual([]);
}, 20_000);
