// The owner's edits in the real editor (Sveltia CMS at /admin/, local-repository mode: tests/support/sveltia-local.ts)
// on the project's own data files: what the form refuses, what it saves, and that the site built from the saved files
// shows the new figures, computed here from the saved inputs, and every text the owner did not change.
import type { Field } from "@sveltia/cms";
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { dataFilePath } from "../../src/content-reading/data-file-paths.ts";
import { shownText } from "../../src/content-schemas/text-syntax.ts";
import { readDataFile } from "../../src/content-reading/data-files.ts";
import { inLanguage } from "../../src/content-reading/translated-content.ts";
import type { DataFileName } from "../../src/content-schemas/index.ts";
import { cmsConfig } from "../../src/editor/cms-config.ts";
import { mediaPaths, minPhotoWidth } from "../../src/content-schemas/media-files.ts";
import { forecastFor, type ForecastInputs } from "../support/forecast.ts";
import { astroBuild } from "../support/owner-commands.ts";
import { copyProject, projectRoot } from "../support/project-copy.ts";
import { drawn, editorFile, editorFolder, lastItem, openLocalEditor } from "../support/sveltia-local.ts";
import { savedByEditor } from "../support/sveltia-form.ts";
import { expect, recordForeignRequests, test } from "./fixtures.ts";

type Values = Record<string, unknown>;
type CostItem = { kind: "euroPerYear"; euroPerYear: number } | { kind: "percentOfRevenue"; percentOfRevenue: number };

const config = cmsConfig({ repo: "konto/hausboot" });
const collections = config.collections as {
  name: string;
  label: string;
  i18n?: boolean;
  files: { fields: Field[] }[];
}[];
const collection = (name: DataFileName) => collections.find((candidate) => candidate.name === name)!;
const original = async (name: DataFileName) => readFile(join(projectRoot, dataFilePath(name)), "utf8");

/** `8.700 €` → 8700, `3,9 %` → 3.9, `−1.053 €` → −1053: the figure as a reader reads it. */
const figure = (text: string) =>
  Number(
    text
      .replace(/\u2212/g, "-")
      .replace(/[^\d,-]/g, "")
      .replace(",", "."),
  );

test.describe("the editor at /admin/, on the project's own files", () => {
  test.setTimeout(600_000);

  test("refuses a price of 0 and a cost item without amount in German, saves what the build takes (a shared figure, an English text beside its German one), and the site shows it", async ({
    page,
  }) => {
    const editLabel = (name: DataFileName) => collection(name).label;
    const openFile = async (name: DataFileName) => {
      await page.getByRole("treeitem", { name: editLabel(name) }).click();
      await page.getByRole("row", { name: editLabel(name) }).click();
    };
    const save = page.getByRole("button", { name: "Speichern", exact: true });
    /** Saved once the editor has rewritten the file (its comments are gone with the first save). */
    const saved = async (name: DataFileName) =>
      expect.poll(async () => (await editorFile(page, dataFilePath(name)))?.toString()).not.toBe(await original(name));

    await openLocalEditor(page, projectRoot, "src/assets/media");
    await expect(page.getByRole("treeitem", { name: editLabel("return-model") })).toBeVisible({ timeout: 60_000 });
    // Icons are glyphs of the icon font, not their names as text.
    await page.evaluate(() => document.fonts.ready);
    const menuIcon = page.getByRole("button", { name: "Kontomenü anzeigen" }).locator(".material-symbols-outlined");
    expect((await menuIcon.boundingBox())!.width).toBeLessThan(40);

    // The forecast: a price of 0 and a cost item without amount are refused before anything is written.
    const returnModel = parse(await original("return-model")) as Values;
    const priceField = page.getByRole("group", { name: /Durchschnittlicher Preis pro Nacht in Euro/ });
    await openFile("return-model");
    await priceField.getByRole("spinbutton").fill("0");
    await save.click();
    await expect(priceField.getByText(/muss größer als 0 sein$/)).toBeVisible();
    await page.getByRole("button", { name: /Kostenposten.*hinzufügen/ }).click();
    await page.getByRole("menuitem", { name: "Fester Betrag pro Jahr" }).click();
    const newCost = await lastItem(page, /Kosten des Betriebs/);
    const newAmount = newCost.getByRole("group", { name: /Betrag pro Jahr in Euro/ });
    await newCost.getByRole("textbox", { name: "Bezeichnung des Postens" }).fill("Bootsreinigung extra");
    await newCost.getByRole("textbox", { name: "Wer den Betrag erhält" }).fill("der Betreiber");
    await save.click();
    await expect(newAmount.getByText("Dieses Feld ist erforderlich.")).toBeVisible();
    expect((await editorFile(page, dataFilePath("return-model")))?.toString()).toBe(await original("return-model"));

    const price = (returnModel.averagePricePerNightEuro as number) + 17;
    await priceField.getByRole("spinbutton").fill(String(price));
    await newAmount.getByRole("spinbutton").fill("240");
    await save.click();
    await saved("return-model");

    // The gallery: a new caption for its last photo, and a phone photo with an unsafe name, lying on its side, with
    // the place it was taken in its metadata.
    const gallery = parse(await original("gallery")) as { photos: { file: string; caption?: string }[] } & Values;
    const scratch = mkdtempSync(join(tmpdir(), "hausboot-editor-"));
    const upload = join(scratch, "Urlaub am See ä.JPG");
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "Testkamera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toFile(upload);
    await openFile("gallery");
    const lastPhoto = await lastItem(page, /„\W?Fotos\W?“/);
    await lastPhoto.getByRole("textbox", { name: "Bildunterschrift" }).fill("Neue Bildunterschrift aus dem Editor");
    await page.getByRole("button", { name: /Foto.*hinzufügen/ }).click();
    const newPhoto = await lastItem(page, /„\W?Fotos\W?“/);
    await newPhoto.getByRole("button", { name: "Durchsuchen" }).click();
    const picker = page.getByRole("dialog", { name: "Bild auswählen" });
    const chooser = page.waitForEvent("filechooser");
    await picker.getByRole("button", { name: "Hochladen" }).click();
    await (await chooser).setFiles(upload);
    await expect(
      picker.getByRole("listbox", { name: "Verfügbare Bilder" }).getByRole("option", { selected: true }),
    ).toContainText("Nicht gespeichert");
    await picker.getByRole("button", { name: "Einfügen" }).click();
    // The photo is in the field once the field offers to replace it.
    await expect(picker).toBeHidden();
    await expect(newPhoto.getByRole("button", { name: "Bild ersetzen" })).toBeVisible();
    await newPhoto.getByRole("textbox", { name: "Bildunterschrift" }).fill("Das hochgeladene Foto");
    await save.click();
    await saved("gallery");

    // The contact section: a space the editor drops in a German text, and an English text, in the English pane that
    // Sveltia's i18n opens beside the German one.
    const contact = parse(await original("contact")) as {
      printDetails: { emailLabel: string };
      form: { closeNotice: string };
      en: { form: Values } & Values;
    } & Values;
    const englishCloseNotice = `${String(contact.en.form.closeNotice)} now`;
    await openFile("contact");
    const printDetails = page.getByRole("group", { name: /Die Kontaktangaben im Druck/ });
    const emailLabel = printDetails.getByRole("textbox", { name: "Bezeichnung der E-Mail-Adresse" });
    await (await drawn([printDetails], emailLabel)).fill(`${contact.printDetails.emailLabel} `);
    await page
      .getByRole("radiogroup", { name: "Inhaltssprache wechseln" })
      .last()
      .getByRole("radio", { name: "Englisch" })
      .click();
    const englishPane = page.getByRole("group", { name: /^\W*Englisch\W*-Inhalt bearbeiten$/ });
    const englishForm = englishPane.getByRole("group", { name: /Texte des Formulars/ });
    const closeNotice = englishForm.getByRole("textbox", { name: "Knopf, der einen Hinweis schließt" });
    // The English text has its German text's rule: over its limit it is refused, in German, and nothing is written.
    await (await drawn([englishPane, englishForm], closeNotice)).fill("Close this notice and go on reading the offer");
    await save.click();
    await expect(englishForm.getByRole("alert")).toContainText("Zu lang: höchstens 40 Zeichen");
    expect((await editorFile(page, dataFilePath("contact")))?.toString()).toBe(await original("contact"));
    await closeNotice.fill(englishCloseNotice);
    await save.click();
    await saved("contact");

    // What the editor wrote: the media file under a safe name, upright, without metadata; the data files as the
    // mirror of its saving (tests/support/sveltia-form.ts) says, which the build test relies on.
    const galleryFolder = await editorFolder(page, mediaPaths.galleryFolder);
    const [uploaded] = galleryFolder.filter((name) => !gallery.photos.some(({ file }) => file === `/${name}`));
    expect(uploaded).toMatch(/^[\w.-]+\.(?:jpe?g|png|webp)$/);
    const uploadedBytes = (await editorFile(page, `${mediaPaths.galleryFolder}/${uploaded}`))!;
    const uploadedImage = await sharp(uploadedBytes).metadata();
    expect({ width: uploadedImage.width, height: uploadedImage.height }).toEqual({ width: 1800, height: 2400 });
    expect(uploadedImage.width).toBeGreaterThanOrEqual(minPhotoWidth);
    expect([uploadedImage.exif, uploadedImage.orientation]).toEqual([undefined, undefined]);

    const savedValues = async (name: DataFileName) =>
      parse((await editorFile(page, dataFilePath(name)))!.toString()) as Values;
    const fieldsOf = (name: DataFileName) => collection(name).files[0]!.fields;
    const costItems = [
      ...(returnModel.costItems as CostItem[]),
      { kind: "euroPerYear", label: "Bootsreinigung extra", payee: "der Betreiber", euroPerYear: 240 },
    ];
    const locales = (config.i18n?.locales ?? []) as string[];
    const savedInEditor = (name: DataFileName, values: Values) =>
      savedByEditor(fieldsOf(name), values, collection(name).i18n ? locales : []);
    expect(locales).toEqual(["de", "en"]);
    expect(await savedValues("return-model")).toEqual(
      savedInEditor("return-model", { ...returnModel, averagePricePerNightEuro: price, costItems }),
    );
    const photos = gallery.photos.map((photo, index) =>
      index === gallery.photos.length - 1 ? { ...photo, caption: "Neue Bildunterschrift aus dem Editor" } : photo,
    );
    photos.push({ file: `/${uploaded}`, caption: "Das hochgeladene Foto" });
    expect(await savedValues("gallery")).toEqual(savedInEditor("gallery", { ...gallery, photos }));
    const englishFormTexts = { ...contact.en.form, closeNotice: englishCloseNotice };
    expect(await savedValues("contact")).toEqual(
      savedInEditor("contact", { ...contact, en: { ...contact.en, form: englishFormTexts } }),
    );

    // The project built from the saved files.
    const copy = copyProject("hausboot-editor-build-");
    try {
      for (const name of ["return-model", "gallery", "contact"] as const) {
        writeFileSync(join(copy, dataFilePath(name)), (await editorFile(page, dataFilePath(name)))!);
      }
      mkdirSync(join(copy, mediaPaths.galleryFolder), { recursive: true });
      writeFileSync(join(copy, mediaPaths.galleryFolder, uploaded!), uploadedBytes);
      const dist = join(scratch, "dist");
      // With its exposé PDF: the contact section is compared with the project's build below, PDF link and label included.
      const { code, output } = await astroBuild(copy, dist, {});
      expect(output).not.toContain("Fehler in den Inhaltsdateien");
      expect(code).toBe(0);

      // Both editions read the saved files: the English text in English only, the figure in both.
      const savedContact = readDataFile("contact", copy);
      expect(inLanguage(savedContact, "en", "contact.yaml").form.closeNotice).toBe(englishCloseNotice);
      expect(inLanguage(savedContact, "de", "contact.yaml").form.closeNotice).toBe(contact.form.closeNotice);
      const savedForecast = readDataFile("return-model", copy);
      for (const language of ["de", "en"] as const) {
        expect(inLanguage(savedForecast, language, "return-model.yaml").averagePricePerNightEuro).toBe(price);
      }

      // The forecast's figures, computed from the saved inputs.
      const inputs = await savedValues("return-model");
      const {
        grossRevenue: revenue,
        totalCosts: costs,
        ownerProfit,
        yieldPercent,
      } = forecastFor(
        { ...(inputs as unknown as ForecastInputs), averagePricePerNightEuro: price },
        inputs.occupiedNightsPerSeason as number,
      );

      const texts = parse(await original("return-model-texts")) as { table: Record<string, string> };
      await page.goto(`file://${join(dist, "index.html")}`);
      const table = page.getByTestId("return-model-table");
      const row = async (key: string) => {
        const label = texts.table[key]!.split("{")[0]!.trim();
        return figure(await table.getByRole("row").filter({ hasText: label }).first().getByRole("cell").innerText());
      };
      expect(await row("pricePerNight")).toBe(price);
      expect(await row("grossRevenue")).toBe(Math.round(revenue));
      expect(Math.abs((await row("totalCosts")) - costs)).toBeLessThanOrEqual(0.5);
      expect(Math.abs((await row("ownerProfit")) - ownerProfit)).toBeLessThanOrEqual(0.5);
      expect(Math.abs((await row("yield")) - yieldPercent)).toBeLessThanOrEqual(0.05);

      // The English edition of the same build shows the shared figure too, under its English label.
      const englishTable = inLanguage(readDataFile("return-model-texts", copy), "en", "return-model-texts.yaml").table;
      await page.goto(`file://${join(dist, "en", "index.html")}`);
      const englishPriceRow = page
        .getByTestId("return-model-table")
        .getByRole("row")
        .filter({ hasText: englishTable.pricePerNight.split("{")[0]!.trim() })
        .first();
      expect(figure(await englishPriceRow.getByRole("cell").innerText())).toBe(price);
      await page.goto(`file://${join(dist, "index.html")}`);

      // The gallery with the new caption and the uploaded photo, and the contact section as before the save.
      const grid = page.getByTestId("gallery-grid");
      await expect(grid.locator(":scope > li")).toHaveCount(photos.length);
      const stem = uploaded!.replace(/\.\w+$/, "");
      expect(await grid.locator(`img[src*="${stem}"], source[srcset*="${stem}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator("body").textContent()).toContain("Neue Bildunterschrift aus dem Editor");
      const contactText = () => page.locator("#kontakt").textContent();
      const afterSave = await contactText();
      await page.goto(`file://${join(projectRoot, "dist", "index.html")}`);
      expect(afterSave).toBe(await contactText());
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test("understands a German decimal, refuses half nights, counts a text against its limit, keeps a listed photo from deletion, refuses a narrow or HEIC photo at upload", async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const openFile = async (name: DataFileName) => {
      await page.getByRole("treeitem", { name: collection(name).label }).click();
      await page.getByRole("row", { name: collection(name).label }).click();
    };
    const save = page.getByRole("button", { name: "Speichern", exact: true });
    await openLocalEditor(page, projectRoot, "src/assets/media");
    await expect(page.getByRole("treeitem", { name: collection("return-model").label })).toBeVisible({
      timeout: 60_000,
    });

    // The media library names where a listed photo is used and refuses to delete it.
    const gallery = parse(await original("gallery")) as { photos: { file: string }[] };
    const listed = gallery.photos[gallery.photos.length > 4 ? 4 : 0]!.file.replace(/^\//, "");
    await page.getByRole("radio", { name: "Medien" }).click();
    await page.getByRole("row", { name: listed, exact: true }).click({ timeout: 60_000 });
    const usedIn = page
      .getByRole("region", { name: "Verwendet in" })
      .or(page.locator("section").filter({ has: page.getByRole("heading", { name: "Verwendet in" }) }));
    await expect(usedIn).toContainText(collection("gallery").label);
    await page.getByRole("button", { name: /^Ausgewählte(s)? Medi(um|en) löschen$/ }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("lässt sich nicht löschen");
    await expect(dialog.getByRole("button", { name: "Löschen", exact: true })).toBeDisabled();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    expect(await editorFolder(page, mediaPaths.galleryFolder)).toContain(listed);

    // „129,50“ is 129.5; „61.5“ nights are refused with how to write them, not cut to 61.
    const returnModel = parse(await original("return-model")) as Values;
    await page.getByRole("radio", { name: "Inhalte" }).click();
    await openFile("return-model");
    const priceField = page.getByRole("group", { name: /Durchschnittlicher Preis pro Nacht in Euro/ });
    await priceField.getByRole("spinbutton").fill("129,50");
    const nights = page.getByRole("group", { name: /Belegte Nächte pro Saison/ });
    await nights.getByRole("spinbutton").fill("61.5");
    await save.click();
    await expect(nights.getByText(/muss eine ganze Zahl .*ohne Komma und Punkt, z\. B\. 61/)).toBeVisible();
    expect((await editorFile(page, dataFilePath("return-model")))?.toString()).toBe(await original("return-model"));
    await nights.getByRole("spinbutton").fill("61");
    await save.click();
    await expect
      .poll(async () => (await editorFile(page, dataFilePath("return-model")))?.toString())
      .not.toBe(await original("return-model"));
    const saved = parse((await editorFile(page, dataFilePath("return-model")))!.toString()) as Values;
    expect(saved).toMatchObject({ averagePricePerNightEuro: 129.5, occupiedNightsPerSeason: 61 });
    expect(saved.purchasePriceEuro).toBe(returnModel.purchasePriceEuro);

    // A text over its limit: the counter under the field and the message at „Speichern“ say the count and the limit,
    // and nothing is written.
    const hero = parse(await original("hero")) as { subtitle: string };
    await openFile("hero");
    const subtitle = page.getByRole("group", { name: /Der Satz unter der Überschrift/ }).first();
    await subtitle.getByRole("textbox").fill("Ein Satz, der zu lang ist. ".repeat(17).slice(0, 457));
    // The counter shows „457 / 300“ in the error colour and reads it out as words.
    const counter = subtitle.getByLabel("457 von höchstens 300 Zeichen");
    await expect(counter).toBeVisible();
    await expect(counter).toHaveText(/^\s*457\s*\/\s*300\s*$/);
    await save.click();
    await expect(subtitle.getByRole("alert")).toContainText("Zu lang: höchstens 300 Zeichen");
    expect((await editorFile(page, dataFilePath("hero")))?.toString()).toBe(await original("hero"));
    await subtitle.getByRole("textbox").fill(hero.subtitle);
    // Counted as the build counts it: the shown part, without a placeholder's explanation.
    await expect(
      subtitle.getByLabel(`${shownText(hero.subtitle).trim().length} von höchstens 300 Zeichen`),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByRole("button", { name: "Bearbeitung abbrechen" }).click();
    expect((await editorFile(page, dataFilePath("hero")))?.toString()).toBe(await original("hero"));

    // A photo narrower than the page needs and a real HEIC photo are refused at upload, with what to do, and nothing
    // is asked of another origin (Sveltia would fetch a HEIC decoder from unpkg.com).
    const foreign = recordForeignRequests(page, new URL(page.url()).origin);
    const scratch = mkdtempSync(join(tmpdir(), "hausboot-refused-"));
    try {
      const narrow = join(scratch, "schmal.jpg");
      await sharp({ create: { width: minPhotoWidth - 400, height: 900, channels: 3, background: "#3080c0" } })
        .jpeg()
        .toFile(narrow);
      const heic = join(scratch, "iphone-foto.heic");
      writeFileSync(
        heic,
        asHeifBrand(
          await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#3080c0" } })
            .avif()
            .toBuffer(),
        ),
      );
      await openFile("gallery");
      await page.getByRole("button", { name: /Foto.*hinzufügen/ }).click();
      const newPhoto = await lastItem(page, /„\W?Fotos\W?“/);
      for (const file of [narrow, heic]) {
        await newPhoto.getByRole("button", { name: "Durchsuchen" }).click();
        const picker = page.getByRole("dialog", { name: "Bild auswählen" });
        const chooser = page.waitForEvent("filechooser");
        await picker.getByRole("button", { name: "Hochladen" }).click();
        await (await chooser).setFiles(file);
        await picker.getByRole("button", { name: "Einfügen" }).click();
        const refusal = page.getByRole("alertdialog", { name: "Foto nicht verwendbar" });
        await expect(refusal).toContainText(`mindestens ${minPhotoWidth} Pixel breit`);
        await expect(refusal).toContainText(basename(file));
        await refusal.getByRole("button", { name: "OK" }).click();
        await expect(picker).toBeHidden();
      }
      expect(await editorFolder(page, mediaPaths.galleryFolder)).not.toContain("iphone-foto.heic");
      expect(foreign).toEqual([]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

/** An AVIF file's container marked as HEIC (brand "heic"), as an iPhone writes it: what Sveltia sniffs to tell HEIC. */
function asHeifBrand(avif: Buffer): Buffer {
  const heif = Buffer.from(avif);
  const ftypEnd = heif.readUInt32BE(0);
  for (let offset = 8; offset + 4 <= ftypEnd; offset += 4) {
    if (["avif", "avis"].includes(heif.toString("latin1", offset, offset + 4))) heif.write("heic", offset, "latin1");
  }
  return heif;
}
