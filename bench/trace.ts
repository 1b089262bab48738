/**
 * `node bench/trace.ts <url> [--runs 3] [--preset mobile|desktop] [--save dir]`: one Lighthouse run per `--runs`
 * with its defaults (simulated throttling), and from its own trace the main thread's tasks: first the ones Lighthouse's
 * simulation counted into TBT, recomputed from the run's own artifacts (where the simulation placed each, how long it
 * made it, how much it blocked), then every observed task with its wall and CPU time. Before them, what the LCP estimate
 * adds to the FCP estimate: the requests and tasks that end last in each of their simulations.
 * For the diagnosis of long tasks; the bench's budgets do not depend on it.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Audit } from "lighthouse/core/audits/audit.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import type { Result } from "lighthouse";
import { readLighthouseReport, runLighthouseCli } from "./lighthouse.ts";

const { values: options, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "1" },
    preset: { type: "string", default: "mobile" },
    save: { type: "string" },
    "min-ms": { type: "string", default: "3" },
    tree: { type: "string", default: "0" },
  },
});

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown> };
};
type TaskNode = {
  event: TraceEvent;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  children: TaskNode[];
  parent?: TaskNode;
};

function summarise(task: TaskNode): string {
  const totals = new Map<string, number>();
  const notes: string[] = [];
  const walk = (node: TaskNode) => {
    totals.set(node.event.name, (totals.get(node.event.name) ?? 0) + node.selfTime);
    const data = node.event.args?.data ?? {};
    if (node.event.name === "UpdateLayoutTree" && data.elementCount) notes.push(`style ${data.elementCount} el`);
    if (node.event.name === "Layout" && (node.event.args as { beginData?: Record<string, number> }).beginData) {
      const begin = (node.event.args as { beginData: Record<string, number> }).beginData;
      notes.push(`layout ${begin.dirtyObjects}/${begin.totalObjects}`);
    }
    if (node.event.name === "ParseHTML") {
      const begin = (node.event.args as { beginData?: Record<string, number> }).beginData;
      const end = (node.event.args as { endData?: Record<string, number> }).endData;
      if (begin) notes.push(`parse lines ${begin.startLine}–${end?.endLine ?? "?"}`);
    }
    node.children.forEach(walk);
  };
  walk(task);
  const top = [...totals.entries()]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  return `${top.join(", ")}${notes.length ? ` [${[...new Set(notes)].slice(0, 6).join("; ")}]` : ""}`;
}

const cpuMs = (task: TaskNode) => (task.event.tdur === undefined ? "?" : (task.event.tdur / 1000).toFixed(1));

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const detail = data.url ?? data.functionName ?? data.type ?? "";
  return detail ? `${event.name} ${String(detail).slice(-60)}` : event.name;
}

function printTree(task: TaskNode, depth: number, indent = "      "): void {
  for (const child of task.children.filter((c) => c.duration >= 1)) {
    console.log(`${indent}${child.duration.toFixed(1)} (cpu ${cpuMs(child)}) ${label(child.event)}`);
    if (depth > 1) printTree(child, depth - 1, indent + "  ");
  }
}

function someEvent(task: TaskNode, test: (event: TraceEvent) => boolean): boolean {
  return test(task.event) || task.children.some((child) => someEvent(child, test));
}

/** What a task was for, as far as its events tell: the page's own work, or Lighthouse's and Chrome's. */
function kindOf(task: TaskNode): string {
  const has = (name: string) => someEvent(task, (event) => event.name === name);
  const url = (pattern: RegExp) => someEvent(task, (event) => pattern.test(String(event.args?.data?.url ?? "")));
  // Lighthouse wraps requestIdleCallback in its own script, so the page's idle callbacks run through it.
  if (has("FireIdleCallback")) return "idle callback";
  if (url(/_lighthouse-eval|__puppeteer/)) return "Lighthouse";
  if (has("DocumentLoader::CommitNavigation")) return "new document (the navigation's commit, or an SVG image's)";
  if (has("ParseHTML")) return "parse";
  if (has("RemoteFontLoaded")) return "font swap";
  if (has("EventDispatch")) return "event";
  if (has("MajorGC") || has("MinorGC")) return "GC";
  if (has("Layout") || has("UpdateLayoutTree")) return "style/layout";
  if (has("Paint") || has("Commit")) return "paint";
  return "other";
}

function hasLayout(task: TaskNode): boolean {
  return task.event.name === "Layout" || task.children.some(hasLayout);
}

/** One run's input to Lighthouse's simulations, with one cache, so the metrics both printers need are simulated once. */
function lanternInput(artifacts: Awaited<ReturnType<typeof loadArtifacts>>, lhr: Result) {
  const context = { computedCache: new Map(), settings: lhr.configSettings } as Parameters<
    typeof LanternTotalBlockingTime.request
  >[1];
  return { context, data: Audit.makeMetricComputationDataInput(artifacts, context) };
}
type LanternInput = ReturnType<typeof lanternInput>;

/**
 * Lighthouse's TBT is the mean of two simulations (optimistic and pessimistic), each summing, over the simulated
 * tasks, the part over 50 ms between an FCP and a TTI estimate. Recomputed here from the run's artifacts with
 * Lighthouse's own modules, task by task.
 */
async function printCountedTasks({ data, context }: LanternInput, taskAt: Map<number, TaskNode>): Promise<void> {
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  console.log(
    `  Lighthouse's TBT ${Math.round(tbt.timing)} ms = mean of optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)} ` +
      `and pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)} ms; the tasks it counted:`,
  );
  // As Lantern pairs them: the optimistic TBT takes the pessimistic FCP and the optimistic TTI, and the other way round.
  const estimates = [
    {
      name: "optimistic",
      timings: tbt.optimisticEstimate.nodeTimings,
      from: fcp.pessimisticEstimate.timeInMs,
      to: interactive.optimisticEstimate.timeInMs,
    },
    {
      name: "pessimistic",
      timings: tbt.pessimisticEstimate.nodeTimings,
      from: fcp.optimisticEstimate.timeInMs,
      to: interactive.pessimisticEstimate.timeInMs,
    },
  ];
  for (const { name, timings, from, to } of estimates) {
    console.log(`    ${name}: window FCP ${Math.round(from)} – TTI ${Math.round(to)} ms`);
    for (const [node, timing] of timings) {
      if (node.type !== "cpu") continue;
      const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        from,
        to,
      );
      if (blocking <= 0) continue;
      const task = taskAt.get(node.event.ts);
      const observed = task
        ? `observed ${task.duration.toFixed(1)} ms at ${Math.round(task.startTime)} ms, cpu ${cpuMs(task)}`
        : `observed ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms`;
      console.log(
        `      ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms simulated, blocking ${Math.round(blocking)} ms` +
          ` (${observed}) ${task ? `${kindOf(task)}: ${summarise(task)}` : ""}`,
      );
    }
  }
}

/**
 * What Lighthouse's LCP estimate adds to its FCP estimate: each is the mean of an optimistic and a pessimistic
 * simulation; the FCP graphs hold the requests of render-blocking priority and the tasks they need, the LCP graphs
 * every request that ended before the observed LCP except low-priority images, and (pessimistic) every layout before
 * it. Prints each simulation's estimate and the nodes that end last in it.
 */
async function printPaintEstimates({ data, context }: LanternInput): Promise<void> {
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(
    `  Lighthouse's FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms; the nodes ending last:`,
  );
  const simulations = [
    ["FCP optimistic", fcp.optimisticEstimate],
    ["FCP pessimistic", fcp.pessimisticEstimate],
    ["LCP optimistic", lcp.optimisticEstimate],
    ["LCP pessimistic", lcp.pessimisticEstimate],
  ] as const;
  for (const [name, estimate] of simulations) {
    console.log(`    ${name} ${Math.round(estimate.timeInMs)} ms`);
    const last = [...estimate.nodeTimings.entries()].sort((a, b) => b[1].endTime - a[1].endTime).slice(0, 5);
    for (const [node, timing] of last) {
      const what =
        node.type === "network"
          ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.slice(0, 60)}`
          : `task of ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms observed${node.didPerformLayout() ? ", with layout" : ""}`;
      console.log(`      ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms simulated: ${what}`);
    }
  }
}

async function runOnce(url: string, preset: string, save?: string, index = 0) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lighthouse-trace-"));
  try {
    const file = path.join(dir, "run.json");
    const artifactsDir = path.join(dir, "artifacts");
    await runLighthouseCli(url, file, {
      preset: preset === "desktop" ? "desktop" : "mobile",
      onlyCategories: ["performance"],
      artifactsDir,
    });
    const lhr = await readLighthouseReport(file);
    const artifacts = await loadArtifacts(artifactsDir);
    const trace = artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
    if (save) {
      await mkdir(save, { recursive: true });
      await writeFile(path.join(save, `trace-${index}.json`), JSON.stringify(trace));
    }
    const processed = TraceProcessor.processTrace(trace);
    const navigation = TraceProcessor.processNavigation(processed);
    const originTs = processed.timeOriginEvt.ts;
    const tasks: TaskNode[] = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      originTs,
    );
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const cpu = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    const slowdown = preset === "desktop" ? 1 : cpu;
    console.log(
      `\n${url} (${preset}) Performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `FCP ${numeric("first-contentful-paint")}, LCP ${numeric("largest-contentful-paint")}, ` +
        `TBT ${numeric("total-blocking-time")} ms, CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(4)}, ` +
        `bytes ${(numeric("total-byte-weight") / 1024).toFixed(1)} KiB, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load ${os.loadavg()[0]!.toFixed(1)}; ` +
        `observed FCP ${Math.round(navigation.timings.firstContentfulPaint)} ms, load event ${Math.round(navigation.timings.load)} ms`,
    );
    const taskAt = new Map(tasks.filter((t) => !t.parent).map((t) => [t.event.ts, t]));
    const simulationInput = lanternInput(artifacts, lhr);
    await printPaintEstimates(simulationInput);
    await printCountedTasks(simulationInput, taskAt);
    const minMs = Number(options["min-ms"]);
    // The same sums from each task's thread time instead of its wall time: what a quiet machine would show.
    const fcpMs = navigation.timings.firstContentfulPaint;
    const topLevel = tasks.filter((t) => !t.parent);
    const cpuOf = (t: TaskNode) => (t.event.tdur ?? t.event.dur ?? 0) / 1000;
    const factorOf = (t: TaskNode) => (hasLayout(t) ? slowdown / 2 : slowdown);
    const afterFcp = topLevel.filter((t) => t.startTime >= fcpMs);
    const beforeFcp = topLevel.filter((t) => t.startTime < fcpMs);
    const sum = (list: TaskNode[], f: (t: TaskNode) => number) => Math.round(list.reduce((a, t) => a + f(t), 0));
    const kinds = new Map<string, number>();
    for (const task of afterFcp) kinds.set(kindOf(task), (kinds.get(kindOf(task)) ?? 0) + cpuOf(task));
    console.log(
      `  cpu after FCP by kind: ${[...kinds.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
        .join(", ")}`,
    );
    console.log(
      `  main thread cpu: before FCP ${sum(beforeFcp, cpuOf)} ms, after ${sum(afterFcp, cpuOf)} ms; ` +
        `TBT from cpu time ${sum(afterFcp, (t) => Math.max(0, cpuOf(t) * factorOf(t) - 50))} ms; ` +
        `largest task after FCP ${Math.round(Math.max(0, ...afterFcp.map((t) => cpuOf(t) * factorOf(t))))} ms simulated`,
    );
    let markedFcp = false;
    for (const task of tasks.filter((t) => !t.parent && t.duration >= minMs)) {
      const factor = hasLayout(task) ? slowdown / 2 : slowdown;
      if (task.startTime >= fcpMs && !markedFcp) {
        console.log(`  ---- FCP at ${Math.round(fcpMs)} ms`);
        markedFcp = true;
      }
      console.log(
        `  @${task.startTime.toFixed(0).padStart(5)} ms  ${task.duration.toFixed(1).padStart(5)} ms` +
          ` (×${factor} = ${(task.duration * factor).toFixed(0).padStart(3)}; cpu ${cpuMs(task)}) ${kindOf(task)}: ${summarise(task)}`,
      );
      if (task.duration >= Number(options.tree)) printTree(task, 2);
    }
    const longTasks = (lhr.audits["long-tasks"]?.details as { items?: Array<Record<string, number>> })?.items ?? [];
    console.log(
      `  Lighthouse long tasks (simulated): ${longTasks.map((t) => `@${Math.round(t.startTime!)}+${Math.round(t.duration!)}`).join(", ")}`,
    );
    return lhr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const runs = Number(options.runs);
for (let run = 0; run < runs; run++) {
  for (const [index, url] of urls.entries()) {
    const attempt = () => runOnce(url, options.preset!, options.save, run * urls.length + index);
    // Chrome now and then records no navigation start on a busy machine; once more tells that apart.
    await attempt().catch((error: Error) => {
      console.log(`  ${error.message}; once more`);
      return attempt();
    });
  }
}
