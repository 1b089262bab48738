import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { dataFilePath } from "../../src/content/data-file-names.ts";
import { readDataFile } from "../../src/content/data-files.ts";
import { mediaPaths } from "../../src/lib/media-files.ts";
import { offerView } from "../../src/lib/offer-view.ts";
import { writtenByCms } from "../support/cms-yaml.ts";
import { astroBuild } from "../support/owner-commands.ts";
import { useFreshCloneCopy } from "../support/project-copy.ts";
import { readSiteContent } from "../support/site-content.ts";

const folders = useFreshCloneCopy("hausboot-cms-edit");

it("a new nightly price, a changed caption and an uploaded photo, saved as the CMS saves them, build and show on the page", async () => {
  const { root: copy, scratch } = folders;
  const shownPrice = () => {
    const { content } = readSiteContent(copy);
    return offerView(content["return-model"], content["return-model-texts"]).tokens["preis-pro-nacht"];
  };
  const before = shownPrice();

  // What the CMS commits: the whole file rewritten from its form, and an upload into the gallery folder.
  const returnModel = readDataFile("return-model", copy);
  const price = returnModel.averagePricePerNightEuro + 17;
  writeFileSync(
    join(copy, dataFilePath("return-model")),
    writtenByCms({ ...returnModel, averagePricePerNightEuro: price }),
  );
  const uploaded = "steg-am-abend.jpg";
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toFile(join(copy, mediaPaths.galleryFolder, uploaded));
  const gallery = readDataFile("gallery", copy);
  const [first, ...others] = gallery.photos;
  const photos = [
    { ...first!, caption: "Abendlicht am Steg, im CMS geschrieben" },
    ...others,
    { file: `/${uploaded}`, caption: "Das hochgeladene Foto" },
  ];
  writeFileSync(join(copy, dataFilePath("gallery")), writtenByCms({ ...gallery, photos }));

  const dist = join(scratch, "dist");
  const { code, output } = await astroBuild(copy, dist, {});
  expect(output).not.toContain("Fehler in den Inhaltsdateien");
  expect(code).toBe(0);

  const html = readFileSync(join(dist, "index.html"), "utf8");
  expect(shownPrice()).not.toBe(before);
  expect(html).toContain(shownPrice());
  expect(html).toContain("Abendlicht am Steg, im CMS geschrieben");
  expect(html).toContain("Das hochgeladene Foto");
  expect(html).toMatch(/steg-am-abend\.[\w-]+\.avif/);
}, 600_000);
