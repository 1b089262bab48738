import type { Page, Request } from "playwright-core";

/** The first view (load and the five seconds after it), scrolling to the bottom, the first use of the controls. */
export type Phase = "firstView" | "scroll" | "intent";

export type RecordedRequest = {
  url: string;
  resourceType: string;
  phase: Phase;
  /** Epoch milliseconds, the same clock as the page markers. */
  startedAt: number;
  status: number;
  contentType: string;
};

export type PageMarkers = {
  domContentLoaded: number;
  load: number;
  /** First requestIdleCallback registered as the document starts. */
  firstIdle: number;
  /** First requestIdleCallback registered in the load handler. */
  idleAfterLoad: number;
};

// Runs before any page script and records the page's milestones on the epoch clock.
export const markerScript = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const marks = (window.__benchMarks = {});
  requestIdleCallback(() => (marks.firstIdle = now()));
  addEventListener("DOMContentLoaded", () => (marks.domContentLoaded = now()));
  addEventListener("load", () => {
    marks.load = now();
    requestIdleCallback(() => (marks.idleAfterLoad = now()));
  });
})();`;

export async function readMarkers(page: Page): Promise<PageMarkers> {
  await page.waitForFunction(() => "idleAfterLoad" in ((window as { __benchMarks?: object }).__benchMarks ?? {}));
  return page.evaluate(() => (window as unknown as { __benchMarks: PageMarkers }).__benchMarks);
}

/** Records every request of a page, tagged with the phase that was current when it started. */
export class PageRecorder {
  phase: Phase = "firstView";
  readonly requests: RecordedRequest[] = [];
  private readonly inflight = new Map<Request, RecordedRequest>();
  private lastActivity = Date.now();

  constructor(page: Page) {
    page.on("request", (request) => {
      if (!request.url().startsWith("http")) return;
      const entry: RecordedRequest = {
        url: request.url(),
        resourceType: request.resourceType(),
        phase: this.phase,
        startedAt: Date.now(),
        status: 0,
        contentType: "",
      };
      this.requests.push(entry);
      this.inflight.set(request, entry);
      this.lastActivity = Date.now();
    });
    page.on("requestfinished", (request) => void this.settle(request));
    page.on("requestfailed", (request) => void this.settle(request));
  }

  /** Resolves true once nothing has been in flight for `quietMs`, false after `timeoutMs`. */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivity >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  private async settle(request: Request): Promise<void> {
    const entry = this.inflight.get(request);
    if (!entry) return;
    const response = await request.response().catch(() => null);
    if (response) {
      entry.status = response.status();
      entry.contentType =
        (await response.allHeaders().catch(() => ({}) as Record<string, string>))["content-type"] ?? "";
    }
    // Playwright's start time is taken in the browser, so it is comparable with the page's markers.
    const startTime = request.timing().startTime;
    if (startTime > 0) entry.startedAt = startTime;
    this.inflight.delete(request);
    this.lastActivity = Date.now();
  }
}
