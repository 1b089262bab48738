import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { chunkOwner, type ChunkOwner } from "./js-chunks.ts";
import { markerScript, PageRecorder, readMarkers, type Phase, type RecordedRequest } from "./page-recorder.ts";
import { resourceKind, resourceKinds, type ResourceKind } from "./resource-types.ts";
import { compressedSizes, exactSize, type ExactSize } from "./sizes.ts";

export type SizedResource = {
  path: string;
  kind: ResourceKind;
  phase: Phase;
  status: number;
  /** Milliseconds after navigation start. */
  startMs: number;
  raw: number;
  gzip: number;
  br: number;
};

export type ByteTotals = Record<ResourceKind | "all", { count: number; raw: number; gzip: number; br: number }>;

export type JsChunk = { path: string; owner: ChunkOwner; phase: Phase; raw: number; gzip: number; br: number };

export type VideoTiming = {
  requested: boolean;
  path: string | undefined;
  /** All in milliseconds after navigation start. */
  requestStartMs: number | undefined;
  domContentLoadedMs: number;
  loadMs: number;
  firstIdleMs: number;
  idleAfterLoadMs: number;
};

export type GalleryLoad = { index: number; path: string; distanceBelowFoldPx: number };

export type GalleryLoading = {
  images: number;
  firstImageBelowFoldPx: number;
  loadedBeforeScroll: GalleryLoad[];
  /** Distance at the last scroll step before the image was requested: an upper bound of where loading began. */
  loadedWhileScrolling: GalleryLoad[];
  neverLoaded: number;
};

export type OtherPage = { path: string; status: number; islands: number; js: Array<{ path: string; gzip: number }> };

export type BytesResult = {
  viewport: { width: number; height: number; deviceScaleFactor: number };
  /** How long after the load event the first view lasts. */
  firstViewAfterLoadMs: number;
  resources: SizedResource[];
  firstView: ByteTotals;
  scroll: ByteTotals;
  intent: ByteTotals;
  wholePage: ByteTotals;
  /** Script files requested before the visitor touched a control (first view and scrolling): none is the budget. */
  scriptsBeforeIntent: string[];
  /** The page's own inline scripts (Astro's island runtime and directive), JSON-LD aside, compressed together. */
  inlineJs: ExactSize & { count: number };
  js: { chunks: JsChunk[]; renderBlocking: string[] };
  video: VideoTiming;
  gallery: GalleryLoading;
  otherPages: OtherPage[];
};

// Lighthouse's mobile device (Moto G Power), so the images picked from srcset match its runs.
const viewport = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const firstViewAfterLoadMs = 5_000;
const scrollStepPx = Math.round(viewport.height * 0.75);
const otherPagePaths = ["/404.html", "/impressum/", "/datenschutz/"];

export async function measureBytes(siteUrl: string): Promise<BytesResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const home = await recordHome(browser, siteUrl);
    const resources = await sizeResources(home.requests, home.timeOrigin);
    const otherPages: OtherPage[] = [];
    for (const pagePath of otherPagePaths) otherPages.push(await recordOtherPage(browser, siteUrl, pagePath));
    const inPhase = (phase: Phase) => resources.filter((resource) => resource.phase === phase);
    return {
      viewport,
      firstViewAfterLoadMs,
      resources,
      firstView: totals(inPhase("firstView")),
      scroll: totals(inPhase("scroll")),
      intent: totals(inPhase("intent")),
      wholePage: totals(resources),
      scriptsBeforeIntent: home.requests
        .filter((request) => request.phase !== "intent" && request.resourceType === "script")
        .map((request) => pathOf(request.url)),
      inlineJs: await inlineScripts(siteUrl),
      js: { chunks: jsChunks(inPhase("intent")), renderBlocking: home.renderBlocking },
      video: videoTiming(resources, home.markers),
      gallery: galleryLoading(home.gallerySamples, resources),
      otherPages,
    };
  } finally {
    await browser.close();
  }
}

type GallerySample = Array<{ distanceBelowFoldPx: number; src: string }>;

type HomeRecording = {
  requests: RecordedRequest[];
  timeOrigin: number;
  markers: RelativeMarkers;
  renderBlocking: string[];
  /** Sample 0 is before scrolling, then one per scroll step. */
  gallerySamples: GallerySample[];
};

type RelativeMarkers = { domContentLoaded: number; load: number; firstIdle: number; idleAfterLoad: number };

async function recordHome(browser: Browser, siteUrl: string): Promise<HomeRecording> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(markerScript);
  const recorder = new PageRecorder(page);
  await page.goto(new URL("/", siteUrl).href, { waitUntil: "load" });
  const absolute = await readMarkers(page);
  // The first view: a visitor who only looks, from navigation to five seconds after the load event.
  await page.waitForTimeout(Math.max(0, absolute.load + firstViewAfterLoadMs - Date.now()));
  recorder.phase = "scroll";
  await recorder.waitForQuiet(500, 15_000);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const renderBlocking = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script[src]")]
      .filter((script) => !script.async && !script.defer && script.type !== "module")
      .map((script) => new URL(script.src).pathname),
  );
  const gallerySamples = [await sampleGallery(page)];

  for (let step = 0; step < 200 && !(await atBottom(page)); step++) {
    await page.evaluate((by) => window.scrollBy(0, by), scrollStepPx);
    await page.waitForTimeout(100);
    await recorder.waitForQuiet(300, 5_000);
    gallerySamples.push(await sampleGallery(page));
  }
  await recorder.waitForQuiet(500, 10_000);

  // The first use of each island: React and the islands' chunks load now.
  recorder.phase = "intent";
  await page.getByRole("button", { name: "Ton einschalten" }).tap();
  await page.getByRole("form", { name: "Kontaktformular" }).getByLabel("Name", { exact: true }).tap();
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"), null, { timeout: 15_000 });
  await recorder.waitForQuiet(500, 10_000);
  await context.close();

  const relative = (time: number): number => time - timeOrigin;
  const markers = {
    domContentLoaded: relative(absolute.domContentLoaded),
    load: relative(absolute.load),
    firstIdle: relative(absolute.firstIdle),
    idleAfterLoad: relative(absolute.idleAfterLoad),
  };
  return { requests: recorder.requests, timeOrigin, markers, renderBlocking, gallerySamples };
}

/** Inline <script> elements of `/` as the server sends them, structured data aside. */
async function inlineScripts(siteUrl: string): Promise<BytesResult["inlineJs"]> {
  const html = await (await fetch(new URL("/", siteUrl))).text();
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]!);
  return { count: scripts.length, status: 200, ...compressedSizes(scripts.join("\n")) };
}

function sampleGallery(page: Page): Promise<GallerySample> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("#galerie img")].map((img) => ({
      distanceBelowFoldPx: Math.round(img.getBoundingClientRect().top - window.innerHeight),
      src: img.currentSrc,
    })),
  );
}

function atBottom(page: Page): Promise<boolean> {
  return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
}

async function sizeResources(requests: RecordedRequest[], timeOrigin: number): Promise<SizedResource[]> {
  const firstByUrl = new Map<string, RecordedRequest>();
  for (const request of requests) if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
  const sized: SizedResource[] = [];
  for (const request of firstByUrl.values()) {
    const size = await exactSize(request.url);
    sized.push({
      path: pathOf(request.url),
      kind: resourceKind(request.contentType, request.url),
      phase: request.phase,
      startMs: Math.round(request.startedAt - timeOrigin),
      ...size,
      // The browser's status (206 for media ranges) unless the request never got an answer.
      status: request.status || size.status,
    });
  }
  return sized.sort((a, b) => a.startMs - b.startMs);
}

function totals(resources: SizedResource[]): ByteTotals {
  const empty = () => ({ count: 0, raw: 0, gzip: 0, br: 0 });
  const result = Object.fromEntries([...resourceKinds, "all"].map((kind) => [kind, empty()])) as ByteTotals;
  for (const resource of resources) {
    for (const key of [resource.kind, "all"] as const) {
      const bucket = result[key];
      bucket.count += 1;
      bucket.raw += resource.raw;
      bucket.gzip += resource.gzip;
      bucket.br += resource.br;
    }
  }
  return result;
}

function jsChunks(resources: SizedResource[]): JsChunk[] {
  return resources
    .filter((resource) => resource.kind === "js")
    .map(({ path, phase, raw, gzip, br }) => ({
      path,
      owner: chunkOwner(`http://local${path}`),
      phase,
      raw,
      gzip,
      br,
    }));
}

function videoTiming(resources: SizedResource[], markers: RelativeMarkers): VideoTiming {
  const video = resources.find((resource) => resource.path.startsWith("/media/hero-loop."));
  return {
    requested: video !== undefined,
    path: video?.path,
    requestStartMs: video?.startMs,
    domContentLoadedMs: Math.round(markers.domContentLoaded),
    loadMs: Math.round(markers.load),
    firstIdleMs: Math.round(markers.firstIdle),
    idleAfterLoadMs: Math.round(markers.idleAfterLoad),
  };
}

function galleryLoading(samples: GallerySample[], resources: SizedResource[]): GalleryLoading {
  const requested = new Set(resources.map((resource) => resource.path));
  const isRequested = (src: string): boolean => src !== "" && requested.has(pathOf(src));
  const first = samples[0] ?? [];
  const loadedBeforeScroll: GalleryLoad[] = [];
  const loadedWhileScrolling: GalleryLoad[] = [];
  first.forEach((image, index) => {
    if (isRequested(image.src)) {
      loadedBeforeScroll.push({ index, path: pathOf(image.src), distanceBelowFoldPx: image.distanceBelowFoldPx });
      return;
    }
    const step = samples.findIndex((sample) => isRequested(sample[index]?.src ?? ""));
    if (step > 0) {
      const src = samples[step]![index]!.src;
      loadedWhileScrolling.push({
        index,
        path: pathOf(src),
        distanceBelowFoldPx: samples[step - 1]![index]!.distanceBelowFoldPx,
      });
    }
  });
  return {
    images: first.length,
    firstImageBelowFoldPx: first[0]?.distanceBelowFoldPx ?? Number.NaN,
    loadedBeforeScroll,
    loadedWhileScrolling,
    neverLoaded: first.length - loadedBeforeScroll.length - loadedWhileScrolling.length,
  };
}

async function recordOtherPage(browser: Browser, siteUrl: string, pagePath: string): Promise<OtherPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const recorder = new PageRecorder(page);
  const response = await page.goto(new URL(pagePath, siteUrl).href, { waitUntil: "load" });
  await recorder.waitForQuiet(500, 10_000);
  const islands = await page.evaluate(() => document.querySelectorAll("astro-island").length);
  await context.close();
  const js: OtherPage["js"] = [];
  for (const request of recorder.requests) {
    if (resourceKind(request.contentType, request.url) !== "js") continue;
    js.push({ path: pathOf(request.url), gzip: (await exactSize(request.url)).gzip });
  }
  return { path: pagePath, status: response?.status() ?? 0, islands, js };
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
