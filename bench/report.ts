import type { BudgetLine } from "./budgets.ts";
import { kb } from "./budgets.ts";
import type { ByteTotals, BytesResult } from "./bytes.ts";
import type { Phase } from "./page-recorder.ts";
import type { FunctionLoadResult, LoadPhase } from "./function-load.ts";
import type { InteractionResult } from "./interaction.ts";
import type { LighthouseFigures, LighthouseResult } from "./lighthouse.ts";
import { resourceKinds } from "./resource-types.ts";

export type BenchResults = {
  startedAt: string;
  durationS: number;
  mode: "full" | "bytes";
  environment: { node: string; cpus: number; loadAverageStart: number[]; loadAverageEnd: number[] };
  stageSeconds: Record<string, number>;
  errors: Record<string, string>;
  budgets: BudgetLine[];
  passed: boolean;
  lighthouse?: LighthouseResult;
  bytes?: BytesResult;
  interaction?: InteractionResult;
  functionLoad?: FunctionLoadResult;
};

const verdict = (pass: boolean): string => (pass ? "PASS" : "FAIL");

const phaseLabels: Record<Phase, string> = {
  firstView: "erste Ansicht",
  scroll: "Scrollen",
  intent: "erste Bedienung",
};

export function budgetTable(budgets: BudgetLine[]): string {
  const rows = budgets.map((line) =>
    cells([
      line.area,
      line.name,
      line.actual,
      line.limit,
      line.target ?? "",
      `**${verdict(line.pass)}**`,
      line.note ?? "",
    ]),
  );
  return [
    cells(["Bereich", "Budget", "Ist", "Grenze", "Ziel", "Ergebnis", "Anmerkung"]),
    cells(Array(7).fill("---")),
    ...rows,
  ].join("\n");
}

export function consoleSummary(results: BenchResults): string {
  const width = Math.max(...results.budgets.map((line) => line.name.length));
  const lines = results.budgets.map(
    (line) =>
      `${verdict(line.pass)}  ${line.name.padEnd(width)}  ${line.actual}  (${line.limit}${line.target ? `, Ziel ${line.target}` : ""})`,
  );
  for (const [stage, error] of Object.entries(results.errors)) lines.push(`FAIL  ${stage}: ${error}`);
  const failed = results.budgets.filter((line) => !line.pass).length + Object.keys(results.errors).length;
  const warning = loadWarning(results);
  if (warning) lines.push(warning);
  lines.push(failed === 0 ? "Alle Budgets eingehalten." : `${failed} Budget(s) verfehlt.`);
  return lines.join("\n");
}

export function markdownReport(results: BenchResults): string {
  const sections = [
    `# Benchmark ${results.startedAt}`,
    `Modus: ${results.mode === "bytes" ? "nur Bytes (`--bytes-only`)" : "vollständig"} · Dauer ${results.durationS} s · ` +
      `Node ${results.environment.node} · ${results.environment.cpus} CPUs · Last ${results.environment.loadAverageStart.map((n) => n.toFixed(1)).join("/")} → ` +
      `${results.environment.loadAverageEnd.map((n) => n.toFixed(1)).join("/")} · Schritte: ${Object.entries(
        results.stageSeconds,
      )
        .map(([stage, s]) => `${stage} ${s} s`)
        .join(", ")}`,
    "## Budgets",
    budgetTable(results.budgets),
  ];
  const warning = loadWarning(results);
  if (warning) sections.push(`> ${warning}`);
  for (const [stage, error] of Object.entries(results.errors)) sections.push(`**Fehler in ${stage}:** ${error}`);
  if (results.lighthouse) sections.push(lighthouseSection(results.lighthouse));
  if (results.bytes) sections.push(bytesSection(results.bytes));
  if (results.functionLoad) sections.push(functionSection(results.functionLoad));
  return sections.join("\n\n") + "\n";
}

function lighthouseSection(lh: LighthouseResult): string {
  const figures: Array<[string, keyof LighthouseFigures, (value: number) => string]> = [
    ["Performance", "performance", String],
    ["Barrierefreiheit", "accessibility", String],
    ["Best Practices", "bestPractices", String],
    ["SEO", "seo", String],
    ["FCP", "fcpMs", (v) => `${v} ms`],
    ["LCP", "lcpMs", (v) => `${v} ms`],
    ["TBT", "tbtMs", (v) => `${v} ms`],
    ["CLS", "cls", String],
    ["Speed Index", "speedIndexMs", (v) => `${v} ms`],
    ["Bytes gesamt", "totalBytes", kb],
    ["Anfragen", "requests", String],
  ];
  const row = ([label, key, format]: (typeof figures)[number]): string =>
    cells([
      label,
      format(lh.mobile.median[key]),
      lh.mobile.runs.map((run) => format(run[key])).join(" / "),
      format(lh.desktop.median[key]),
      lh.desktop.runs.map((run) => format(run[key])).join(" / "),
    ]);
  const parts = [
    `## Lighthouse ${lh.mobile.lighthouseVersion} (Median aus ${lh.mobile.runs.length} Läufen je Preset)`,
    [
      cells(["Kennzahl", "Mobil", "Mobil je Lauf", "Desktop", "Desktop je Lauf"]),
      cells(Array(5).fill("---")),
      ...figures.map(row),
    ].join("\n"),
  ];
  for (const preset of ["mobile", "desktop"] as const) {
    const { diagnosis, findings } = lh[preset];
    parts.push(
      [
        `### Diagnose ${preset === "mobile" ? "mobil" : "Desktop"} (Lauf mit medianer TBT, Benchmark-Index ${diagnosis.benchmarkIndex})`,
        `- LCP-Element: \`${truncate(diagnosis.lcpElement, 220)}\``,
        `- Layout-Verschiebungen: ${diagnosis.layoutShifts.map((shift) => `${shift.score} \`${truncate(shift.element, 160)}\``).join("; ") || "keine"}`,
        `- Render-blockierend: ${diagnosis.renderBlocking.join(", ") || "nichts"}`,
        `- Lange Tasks: ${diagnosis.longTasks.map((task) => `${task.url} ${task.durationMs} ms @${task.startMs} ms`).join("; ") || "keine"}`,
        `- Skriptzeit: ${diagnosis.scriptBootup.map((script) => `${script.url} ${script.scriptingMs} ms (+${script.parseMs} ms Parse)`).join("; ") || "–"}`,
        `- Unter voller Punktzahl: ${findings.map((f) => `${f.id}${f.displayValue ? ` (${f.displayValue})` : ""}`).join(", ") || "nichts"}`,
      ].join("\n"),
    );
  }
  return parts.join("\n\n");
}

function bytesSection(bytes: BytesResult): string {
  const { width, height, deviceScaleFactor } = bytes.viewport;
  const totalsRows = (label: string, totals: ByteTotals): string[] =>
    [...resourceKinds, "all" as const]
      .filter((kind) => totals[kind].count > 0)
      .map((kind) =>
        cells([
          label,
          kind === "all" ? "**gesamt**" : kind,
          String(totals[kind].count),
          kb(totals[kind].raw),
          kb(totals[kind].gzip),
          kb(totals[kind].br),
        ]),
      );
  const resourceRows = bytes.resources.map((r) =>
    cells([
      phaseLabels[r.phase],
      `\`${r.path}\``,
      r.kind,
      String(r.status),
      `${r.startMs} ms`,
      kb(r.raw),
      kb(r.gzip),
      kb(r.br),
    ]),
  );
  const chunkRows = bytes.js.chunks.map((chunk) =>
    cells([
      `\`${chunk.path}\``,
      chunk.owner === "react" ? "React" : "Inseln",
      phaseLabels[chunk.phase],
      kb(chunk.raw),
      kb(chunk.gzip),
      kb(chunk.br),
    ]),
  );
  const gallery = bytes.gallery;
  return [
    `## Bytes von \`/\` (Playwright, ${width}×${height} @${deviceScaleFactor}x, exakt nachgemessen mit br/gzip/identity)`,
    [
      cells(["Phase", "Typ", "Dateien", "roh", "gzip", "brotli"]),
      cells(Array(6).fill("---")),
      ...totalsRows(phaseLabels.firstView, bytes.firstView),
      ...totalsRows(phaseLabels.scroll, bytes.scroll),
      ...totalsRows(phaseLabels.intent, bytes.intent),
    ].join("\n"),
    `Erste Ansicht: Navigation bis ${bytes.firstViewAfterLoadMs / 1000} s nach dem load-Ereignis, ohne Scrollen und ohne Bedienung. ` +
      `Inline-JavaScript (Astros Inselskript und Direktive, ${bytes.inlineJs.count} Skripte): roh ${kb(bytes.inlineJs.raw)}, gzip ${kb(bytes.inlineJs.gzip)}, brotli ${kb(bytes.inlineJs.br)}.`,
    "### JavaScript",
    [cells(["Datei", "gehört zu", "geladen", "roh", "gzip", "brotli"]), cells(Array(6).fill("---")), ...chunkRows].join(
      "\n",
    ),
    "### Video und Galerie",
    [
      `- Video: ${bytes.video.requested ? `\`${bytes.video.path}\` angefordert bei ${bytes.video.requestStartMs} ms` : "nicht angefordert"}; DOMContentLoaded ${bytes.video.domContentLoadedMs} ms, load ${bytes.video.loadMs} ms, erstes Idle ${bytes.video.firstIdleMs} ms, Idle nach load ${bytes.video.idleAfterLoadMs} ms`,
      `- Galerie: ${gallery.images} Bilder, das erste ${gallery.firstImageBelowFoldPx} px unter dem Viewport; vor dem Scrollen geladen: ${gallery.loadedBeforeScroll.map((i) => `#${i.index + 1} (${i.distanceBelowFoldPx} px)`).join(", ") || "keins"}; beim Scrollen angefordert (Abstand beim Schritt davor): ${gallery.loadedWhileScrolling.map((i) => `#${i.index + 1} ≤ ${i.distanceBelowFoldPx} px`).join(", ") || "keins"}; nie geladen: ${gallery.neverLoaded}`,
      `- Andere Seiten: ${bytes.otherPages.map((p) => `${p.path} HTTP ${p.status}, ${p.js.length} JS-Dateien, ${p.islands} Inseln`).join("; ")}`,
    ].join("\n"),
    "### Alle Anfragen",
    [
      cells(["Phase", "URL", "Typ", "Status", "Start", "roh", "gzip", "brotli"]),
      cells(Array(8).fill("---")),
      ...resourceRows,
    ].join("\n"),
  ].join("\n\n");
}

function functionSection(load: FunctionLoadResult): string {
  const row = (label: string, phase: LoadPhase): string =>
    cells([
      label,
      `${phase.ok}/${phase.requests}`,
      `${phase.p50Ms} ms`,
      `${phase.p95Ms} ms`,
      `${phase.maxMs} ms`,
      `${phase.wallMs} ms`,
      `${phase.delivered}`,
      `${phase.missing}`,
      `${phase.duplicated}`,
    ]);
  return [
    "## Kontaktfunktion mit Netlify Blobs (lokaler BlobsServer) gegen echten SMTP-Server (smtp-server, 127.0.0.1)",
    [
      cells(["Lauf", "OK", "p50", "p95", "max", "Gesamtdauer", "genau einmal zugestellt", "fehlend", "doppelt"]),
      cells(Array(9).fill("---")),
      row("200 nacheinander", load.sequential),
      row(`200 gleichzeitig (${load.concurrent.maxSockets} Sockets)`, load.concurrent),
    ].join("\n"),
    `Langsamste Anfragen (Nr.: ms): nacheinander ${slowest(load.sequential)}; gleichzeitig ${slowest(load.concurrent)}.`,
    `Message-IDs am SMTP-Server: ${load.messageIds.total} empfangen, ${load.messageIds.unique} verschieden. ` +
      (load.storeInPath
        ? "Jede Nachricht wurde vor dem Versand gespeichert und danach gelöscht. "
        : "Achtung: ohne Speicher gemessen (kein lokaler BlobsServer oder Speicherfehler im Log). ") +
      "Die Latenz der gleichzeitigen Anfragen zählt ab dem Absenden, also inklusive Wartezeit auf einen freien Socket. " +
      "Jede neue SMTP-Verbindung kostet hier mindestens 100 ms, weil smtp-server seinen Gruß zur Erkennung von „early talkers“ um 100 ms verzögert; " +
      "nodemailers Pool öffnet eine neue Verbindung für die erste Nachricht und nach je 100 Nachrichten (maxMessages).",
  ].join("\n\n");
}

// Lighthouse's simulated TBT scales observed CPU time, and latencies grow with a busy CPU.
function loadWarning(results: BenchResults): string | undefined {
  const { cpus, loadAverageStart, loadAverageEnd } = results.environment;
  const peak = Math.max(loadAverageStart[0] ?? 0, loadAverageEnd[0] ?? 0);
  if (results.mode === "bytes" || peak <= cpus) return undefined;
  return `Hinweis: Die Maschine war ausgelastet (Last ${peak.toFixed(1)} auf ${cpus} CPUs); TBT, Performance-Punkte und Latenzen fallen dann schlechter aus.`;
}

function slowest(phase: LoadPhase): string {
  return phase.slowest.map((request) => `#${request.index + 1}: ${request.ms}`).join(", ");
}

function cells(values: string[]): string {
  return `| ${values.map((value) => value.replaceAll("|", "\\|").replaceAll("\n", " ")).join(" | ")} |`;
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
