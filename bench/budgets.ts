import type { BytesResult } from "./bytes.ts";
import type { FunctionLoadResult, LoadPhase } from "./function-load.ts";
import type { InteractionResult } from "./interaction.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import { median } from "./stats.ts";

export type BudgetLine = {
  area: "Lighthouse" | "Bytes" | "Bedienung" | "Funktion";
  name: string;
  actual: string;
  limit: string;
  target?: string;
  pass: boolean;
  note?: string;
};

/** 1 KB = 1000 bytes throughout, like Vite's and Astro's build output. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

// Chrome starts lazy images this far below the viewport on a fast connection.
export const lazyLoadMarginPx = 1250;

export function lighthouseBudgets(lh: LighthouseResult): BudgetLine[] {
  const mobile = lh.mobile.median;
  const desktop = lh.desktop.median;
  const score = (name: string, actual: number, limit: number, target?: number): BudgetLine => ({
    area: "Lighthouse",
    name,
    actual: String(actual),
    limit: `≥ ${limit}`,
    target: target === undefined ? undefined : String(target),
    pass: actual >= limit,
  });
  return [
    score("Mobil Performance", mobile.performance, 100),
    score("Mobil Barrierefreiheit", mobile.accessibility, 100),
    score("Mobil Best Practices", mobile.bestPractices, 100),
    score("Mobil SEO", mobile.seo, 100),
    score("Desktop Performance", desktop.performance, 100),
    metric(
      "Mobil LCP nach FCP (Median je Lauf)",
      median(lh.mobile.runs.map((run) => run.lcpMs - run.fcpMs)),
      50,
      "ms",
      undefined,
      `FCP ${mobile.fcpMs} ms, LCP ${mobile.lcpMs} ms; ${lh.mobile.diagnosis.lcpElement}`,
    ),
    metric("Mobil TBT", mobile.tbtMs, 30, "ms", 0, `Läufe: ${lh.mobile.runs.map((run) => run.tbtMs).join(", ")} ms`),
    metric("Mobil CLS", mobile.cls, 0, ""),
  ];
}

function metric(name: string, actual: number, limit: number, unit: string, target?: number, note?: string): BudgetLine {
  const format = (value: number): string => (unit ? `${value} ${unit}` : String(value));
  return {
    area: "Lighthouse",
    name,
    actual: format(actual),
    limit: `≤ ${format(limit)}`,
    target: target === undefined ? undefined : `≤ ${format(target)}`,
    pass: actual <= limit,
    note,
  };
}

export function byteBudgets(bytes: BytesResult): BudgetLine[] {
  const chunks = bytes.js.chunks;
  const jsGzip = sum(chunks.map((chunk) => chunk.gzip));
  const reactGzip = sum(chunks.filter((chunk) => chunk.owner === "react").map((chunk) => chunk.gzip));
  const islandsGzip = jsGzip - reactGzip;
  const first = bytes.firstView;
  const firstViewBr = first.all.br - first.video.br;
  const inline = bytes.inlineJs;
  const lines: BudgetLine[] = [
    {
      area: "Bytes",
      name: "Skript-Anfragen vor der ersten Bedienung (erste Ansicht und Scrollen)",
      actual: String(bytes.scriptsBeforeIntent.length),
      limit: "0",
      pass: bytes.scriptsBeforeIntent.length === 0,
      note: bytes.scriptsBeforeIntent.join(", ") || undefined,
    },
    {
      area: "Bytes",
      name: "Inline-JavaScript auf / (brotli)",
      actual: kb(inline.br),
      limit: "≤ 3 KB",
      pass: inline.br <= 3_000,
      note: `${inline.count} Skripte, roh ${kb(inline.raw)}, gzip ${kb(inline.gzip)}`,
    },
    {
      area: "Bytes",
      name: `Erste Ansicht: bis ${bytes.firstViewAfterLoadMs / 1000} s nach load, ohne Video (brotli)`,
      actual: kb(firstViewBr),
      limit: "≤ 100 KB",
      pass: firstViewBr <= 100_000,
      note:
        `HTML ${kb(first.html.br)}, CSS ${kb(first.css.br)}, Fonts ${kb(first.font.br)}, Bilder ${kb(first.image.br)} ` +
        `(${first.image.count}), JS ${kb(first.js.br)}; gzip ${kb(first.all.gzip - first.video.gzip)}, ${first.all.count - first.video.count} Dateien`,
    },
    {
      area: "Bytes",
      // The form's schema (zod, about 6 KB) counts too: it loads as the form hydrates.
      name: "JavaScript nach der ersten Bedienung beider Inseln (gzip)",
      actual: kb(jsGzip),
      limit: "≤ 82 KB",
      pass: jsGzip <= 82_000,
      note: `React ${kb(reactGzip)} + Inseln ${kb(islandsGzip)}, ${chunks.length} Dateien`,
    },
    {
      area: "Bytes",
      name: "Render-blockierendes JavaScript",
      actual: bytes.js.renderBlocking.length === 0 ? "keins" : bytes.js.renderBlocking.join(", "),
      limit: "keins",
      pass: bytes.js.renderBlocking.length === 0,
    },
    {
      area: "Bytes",
      name: "Eigener Code der Inseln ohne React, mit dem Schema (gzip)",
      actual: kb(islandsGzip),
      limit: "≤ 12 KB",
      pass: islandsGzip <= 12_000,
    },
    videoBudget(bytes),
    galleryBudget(bytes),
  ];
  for (const page of bytes.otherPages) {
    const missing = page.status === 404 && page.path !== "/404.html";
    const jsCount = page.js.length + page.islands;
    lines.push({
      area: "Bytes",
      name: `Framework-JS auf ${page.path}`,
      actual: missing
        ? `Seite fehlt (HTTP ${page.status})`
        : page.js.length === 0
          ? "keins"
          : kb(sum(page.js.map((js) => js.gzip))),
      limit: "keins",
      pass: !missing && jsCount === 0,
      note: page.js.length > 0 ? page.js.map((js) => js.path).join(", ") : undefined,
    });
  }
  return lines;
}

function videoBudget(bytes: BytesResult): BudgetLine {
  const video = bytes.video;
  const base = { area: "Bytes" as const, name: "Video erst nach Leerlauf", limit: "nach load und erstem Idle" };
  if (!video.requested || video.requestStartMs === undefined) {
    return { ...base, actual: "nicht angefordert", pass: true, note: "das Video wurde gar nicht geladen" };
  }
  const idle = Math.max(video.loadMs, video.firstIdleMs);
  return {
    ...base,
    actual: `${video.path} bei ${video.requestStartMs} ms`,
    pass: video.requestStartMs >= idle,
    note: `DOMContentLoaded ${video.domContentLoadedMs} ms, load ${video.loadMs} ms, erstes Idle ${video.firstIdleMs} ms, Idle nach load ${video.idleAfterLoadMs} ms`,
  };
}

function galleryBudget(bytes: BytesResult): BudgetLine {
  const gallery = bytes.gallery;
  const tooEarly = gallery.loadedBeforeScroll.filter((image) => image.distanceBelowFoldPx > lazyLoadMarginPx);
  const triggers = gallery.loadedWhileScrolling.map((image) => image.distanceBelowFoldPx);
  return {
    area: "Bytes",
    name: "Galeriebilder erst nahe dem Viewport",
    actual: `${gallery.loadedBeforeScroll.length} von ${gallery.images} vor dem Scrollen, ${tooEarly.length} davon > ${lazyLoadMarginPx} px entfernt`,
    limit: `keins > ${lazyLoadMarginPx} px unter dem Viewport`,
    pass: gallery.images > 0 && tooEarly.length === 0 && gallery.neverLoaded === 0,
    note:
      `erstes Bild ${gallery.firstImageBelowFoldPx} px unter dem Viewport; beim Scrollen angefordert ab ≤ ${triggers.length ? Math.max(...triggers) : "–"} px Abstand` +
      (gallery.neverLoaded > 0 ? `; ${gallery.neverLoaded} nie geladen` : ""),
  };
}

export function interactionBudgets(interaction: InteractionResult): BudgetLine[] {
  const { conditions, median, runs } = interaction;
  const device = `${conditions.cpuSlowdown}× langsamere CPU`;
  return [
    {
      area: "Bedienung",
      name: `Erster Klick auf „Ton einschalten“ bis Ton an (${device})`,
      actual: `${median.soundClickToUnmutedMs} ms`,
      limit: "≤ 50 ms",
      pass: median.soundClickToUnmutedMs <= 50,
      note: `Median aus ${runs.length}; Läufe: ${runs.map((run) => run.soundClickToUnmutedMs).join(", ")} ms`,
    },
    {
      area: "Bedienung",
      name: `Erste Berührung des Formulars bis bedienbar (${device}, Mobilfunk wie Lighthouse)`,
      actual: `${median.formTouchToInteractiveMs} ms`,
      limit: "berichtet",
      pass: true,
      note:
        `Median aus ${runs.length}; Läufe: ${runs.map((run) => run.formTouchToInteractiveMs).join(", ")} ms; ` +
        `${conditions.requestLatencyMs} ms Latenz je Anfrage, ${Math.round(conditions.downloadKbps)} kbit/s`,
    },
  ];
}

export function functionBudgets(load: FunctionLoadResult): BudgetLine[] {
  const { sequential, concurrent } = load;
  const deliveredOnce = (phase: LoadPhase): string =>
    `${phase.ok}/${phase.requests} OK, ${phase.delivered}/${phase.requests} genau einmal zugestellt`;
  const exact = (phase: LoadPhase): boolean =>
    phase.failed === 0 && phase.delivered === phase.requests && phase.missing === 0 && phase.duplicated === 0;
  const failures = (phase: LoadPhase): string | undefined =>
    phase.failed > 0
      ? `Fehler: ${phase.failures.join(" | ")}`
      : phase.duplicated > 0
        ? `${phase.duplicated} doppelt`
        : undefined;
  return [
    {
      area: "Funktion",
      name: "p95 Latenz, 200 nacheinander (inkl. Netlify Blobs und SMTP)",
      actual: `${sequential.p95Ms} ms`,
      limit: "≤ 50 ms",
      pass: sequential.p95Ms <= 50 && load.storeInPath,
      note: `p50 ${sequential.p50Ms} ms, max ${sequential.maxMs} ms${load.storeInPath ? "" : "; ohne Speicher gemessen!"}`,
    },
    {
      area: "Funktion",
      name: "200 nacheinander: alle OK, je genau eine Mail",
      actual: deliveredOnce(sequential),
      limit: "200/200",
      pass: exact(sequential),
      note: failures(sequential),
    },
    {
      area: "Funktion",
      name: `200 gleichzeitig (max. ${concurrent.maxSockets} Sockets): alle OK, je genau eine Mail`,
      actual: deliveredOnce(concurrent),
      limit: "200/200",
      pass: exact(concurrent) && load.messageIds.total === load.messageIds.unique,
      note:
        failures(concurrent) ?? `p50 ${concurrent.p50Ms} ms, p95 ${concurrent.p95Ms} ms, max ${concurrent.maxMs} ms`,
    },
  ];
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
