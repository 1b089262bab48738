import { defaultConfig } from "lighthouse";
import { chromium, type Browser, type CDPSession, type Locator, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { median } from "./stats.ts";

export type InteractionRun = {
  /** From the click event on 'Ton einschalten' to the moment `video.muted` became false. */
  soundClickToUnmutedMs: number;
  /** From the first touch of the form's Name field to React having mounted the form (it then sets novalidate). */
  formTouchToInteractiveMs: number;
};

export type InteractionResult = {
  /** Lighthouse's simulated mobile device and network, applied through DevTools. */
  conditions: { cpuSlowdown: number; requestLatencyMs: number; downloadKbps: number; uploadKbps: number };
  runs: InteractionRun[];
  median: InteractionRun;
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
export async function measureInteraction(siteUrl: string): Promise<InteractionResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const runs: InteractionRun[] = [];
    for (let run = 0; run < runCount; run++) runs.push(await measureOnce(browser, siteUrl));
    return {
      conditions,
      runs,
      median: {
        soundClickToUnmutedMs: median(runs.map((run) => run.soundClickToUnmutedMs)),
        formTouchToInteractiveMs: median(runs.map((run) => run.formTouchToInteractiveMs)),
      },
    };
  } finally {
    await browser.close();
  }
}

async function measureOnce(browser: Browser, siteUrl: string): Promise<InteractionRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
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
    await page.waitForFunction(
      () => "formInteractiveAt" in (window as { __interaction?: object }).__interaction!,
      null,
      {
        timeout: 30_000,
      },
    );
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
