import { defaultConfig } from "lighthouse";
import { chromium, type Browser, type CDPSession, type Locator, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { mobileDevice } from "./bytes.ts";
import { atMost, median, ms, type BudgetLine } from "./budget.ts";

type InteractionRun = {
  /** From the click event on 'Ton einschalten' to the moment `video.muted` became false. */
  soundClickToUnmutedMs: number;
  /** From the first touch of the form's Name field to React having mounted the form (it then sets novalidate). */
  formTouchToInteractiveMs: number;
};

const runCount = 5;
// How long a finger rests on the screen in a tap; Playwright's tap() lifts it at once, which no visitor does.
const tapDurationMs = 80;
const mobile = defaultConfig.settings!.throttling!;
const conditions = {
  cpuSlowdown: mobile.cpuSlowdownMultiplier!,
  requestLatencyMs: mobile.requestLatencyMs!,
  downloadKbps: mobile.downloadThroughputKbps!,
  uploadKbps: mobile.uploadThroughputKbps!,
};

// Runs before the page's own scripts: marks the first click, the first touch of the form, the moment the sound
// comes on and the moment React has mounted the form, all on the page's clock (event.timeStamp is on it too).
const markerScript = `(() => {
  const marks = (window.__interaction = {});
  addEventListener("click", (event) => (marks.soundClickAt ??= event.target.closest?.('[data-media="sound"]') ? event.timeStamp : undefined), true);
  addEventListener("pointerdown", (event) => (marks.formTouchAt ??= event.target.closest?.("form") ? event.timeStamp : undefined), true);
  const muted = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "muted");
  Object.defineProperty(HTMLMediaElement.prototype, "muted", {
    ...muted,
    set(value) {
      muted.set.call(this, value);
      if (value === false) marks.unmutedAt ??= performance.now();
    },
  });
  new MutationObserver(() => {
    if (document.querySelector("form[novalidate]")) marks.formInteractiveAt ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["novalidate"] });
})();`;

type Marks = { soundClickAt: number; unmutedAt: number; formTouchAt: number; formInteractiveAt: number };

/** Times the first use of both islands on a phone-like device, `runCount` times, each in a fresh context. */
export async function measureInteraction(siteUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const runs: InteractionRun[] = [];
    for (let run = 0; run < runCount; run++) runs.push(await measureOnce(browser, siteUrl));
    return { data: { conditions, runs }, budgets: interactionBudgets(runs) };
  } finally {
    await browser.close();
  }
}

function interactionBudgets(runs: InteractionRun[]): BudgetLine[] {
  const device = `${conditions.cpuSlowdown}× langsamere CPU`;
  const sound = runs.map((run) => run.soundClickToUnmutedMs);
  const form = runs.map((run) => run.formTouchToInteractiveMs);
  return [
    atMost(
      `Erster Klick auf „Ton einschalten“ bis Ton an (${device})`,
      median(sound),
      50,
      ms,
      `Median aus ${runs.length}; Läufe: ${sound.join(", ")} ms`,
    ),
    {
      name: `Erste Berührung des Formulars bis bedienbar (${device}, Mobilfunk wie Lighthouse)`,
      actual: ms(median(form)),
      limit: "berichtet",
      pass: true,
      note: `Läufe: ${form.join(", ")} ms; ${conditions.requestLatencyMs} ms Latenz je Anfrage, ${Math.round(conditions.downloadKbps)} kbit/s`,
    },
  ];
}

async function measureOnce(browser: Browser, siteUrl: string): Promise<InteractionRun> {
  const context = await browser.newContext(mobileDevice);
  try {
    const page = await context.newPage();
    const cdp = await throttle(page);
    const tap = async (target: Locator): Promise<void> => {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await new Promise((resolve) => setTimeout(resolve, tapDurationMs));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await page.addInitScript(markerScript);
    await page.goto(new URL("/", siteUrl).href, { waitUntil: "load" });
    // A visitor who taps as soon as the page has loaded: the native control answers while the page settles.
    await tap(page.getByRole("button", { name: "Ton einschalten" }));
    await page.waitForFunction(() => "unmutedAt" in (window as { __interaction?: object }).__interaction!);
    await tap(page.getByRole("form", { name: "Kontaktformular" }).getByLabel("Name", { exact: true }));
    const interactive = () => "formInteractiveAt" in (window as { __interaction?: object }).__interaction!;
    await page.waitForFunction(interactive, null, { timeout: 30_000 });
    const marks = await page.evaluate(() => (window as unknown as { __interaction: Marks }).__interaction);
    return {
      soundClickToUnmutedMs: Math.round(marks.unmutedAt - marks.soundClickAt),
      formTouchToInteractiveMs: Math.round(marks.formInteractiveAt - marks.formTouchAt),
    };
  } finally {
    await context.close();
  }
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: conditions.requestLatencyMs,
    downloadThroughput: (conditions.downloadKbps * 1024) / 8,
    uploadThroughput: (conditions.uploadKbps * 1024) / 8,
  });
  return cdp;
}
