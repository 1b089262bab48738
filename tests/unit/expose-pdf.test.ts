import { describe, expect, it } from "vitest";
import { exposePdf } from "../../src/pdf/expose-pdf.ts";
import { siteSlug, withJpegPhotos } from "../../src/pdf/print-expose.ts";
import { exposePdfWording } from "../../src/pdf/expose-pdf-wording.ts";

const { details, fileName, linkText } = exposePdfWording.de;
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

describe("the exposé PDF's link and file name", () => {
  it("labels the link as the issue writes it, in German number format", () => {
    expect(spaced(`${linkText} (${details(4, 1_300_000)})`)).toBe("Exposé als PDF (4 Seiten, 1,3 MB)");
    expect(spaced(details(1, 1_960_000))).toBe("1 Seite, 2,0 MB");
    expect(spaced(details(5, 371_752))).toBe("5 Seiten, 0,4 MB");
    expect(spaced(details(2, 91_200))).toBe("2 Seiten, 92 KB");
  });

  it("names the file after the site, as a person keeps it", () => {
    expect(fileName(siteSlug("Hausboot Werder"))).toBe("expose-hausboot-werder.pdf");
    expect(siteSlug("Hausboot „Möwe“ – Großer Zernsee")).toBe("hausboot-moewe-grosser-zernsee");
    expect(siteSlug("Péniche à Paris")).toBe("peniche-a-paris");
    expect(siteSlug("„“")).toBe("angebot");
  });
});

describe("withJpegPhotos", () => {
  it("leaves each picture its JPEG fallback and a video its sources", () => {
    const picture =
      '<picture class="a"><source srcset="/a.avif 400w" type="image/avif"><source srcset="/a.webp 400w" type="image/webp">' +
      '<img src="/a.jpg" srcset="/a-400.jpg 400w" alt="A"></picture>';
    const video = '<video muted><source src="/v.webm" type="video/webm"><source src="/v.mp4" type="video/mp4"></video>';
    expect(withJpegPhotos(picture + video)).toBe(
      '<picture class="a"><img src="/a.jpg" srcset="/a-400.jpg 400w" alt="A"></picture>' + video,
    );
  });
});

describe("EXPOSE_PDF=skip, the tests' switch", () => {
  /** The integration's build start with the given environment, and what it tells the pages. */
  async function buildStart(env: Record<string, string>) {
    const saved = { EXPOSE_PDF: process.env.EXPOSE_PDF, NETLIFY: process.env.NETLIFY };
    Object.assign(process.env, { EXPOSE_PDF: "", NETLIFY: "", ...env });
    const warnings: string[] = [];
    const logger = { warn: (line: string) => warnings.push(line), info: () => {} };
    const integration = exposePdf();
    let module = "";
    try {
      const hooks = integration.hooks as unknown as Record<string, (options: object) => Promise<void> | void>;
      await hooks["astro:build:start"]!({ logger });
      hooks["astro:config:setup"]!({
        updateConfig: ({ vite }: { vite: { plugins: { load: (id: string) => string }[] } }) => {
          module = vite.plugins[0]!.load("\0virtual:expose-pdf-build");
        },
      });
      return { module, warnings };
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }

  it("starts no browser and tells the pages to link no PDF, with a warning in the build's output", async () => {
    const { module, warnings } = await buildStart({ EXPOSE_PDF: "skip" });
    expect(module).toBe('export const exposePdfBuild = {"state":"skipped"};');
    expect(warnings).toEqual([expect.stringContaining("EXPOSE_PDF=skip: kein Exposé als PDF in diesem Build")]);
  });

  it("stops a build on Netlify, and a build with any other value", async () => {
    await expect(buildStart({ EXPOSE_PDF: "skip", NETLIFY: "true" })).rejects.toThrow(
      "EXPOSE_PDF=skip ist nur für Tests: ein Build auf Netlify druckt das Exposé",
    );
    await expect(buildStart({ EXPOSE_PDF: "aus" })).rejects.toThrow('EXPOSE_PDF="aus" ist unbekannt');
  });
});
