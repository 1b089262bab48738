// The headless Chromium the build prints the exposé with: the system's where there is one, else the one the npm
// package @sparticuz/chromium brings (Netlify's build image has no browser and no internet beyond the npm registry).
import { accessSync, constants, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** The system's Chromium; `CHROMIUM_PATH` names another (the tests and the bench use the same one). */
export const systemChromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a headless Chromium that talks to nobody: no updates, no sync, no background requests. Playwright sets
 * `--headless` itself; the bench passes `--headless=new` to the Lighthouse CLI, with these flags only.
 */
export const quietChromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The features Playwright 1.65 turns off at every launch (`disabledFeatures` in its chromiumSwitches.ts). Chromium
 * keeps only the last `--disable-features`, so a launch that turns off more must name these again;
 * tests/integration/chromium-launch.test.ts compares them with the switch Playwright really passes.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The address bar's pop-ups, which Chromium 156 builds as web pages (WebUI) for every browser context, headless too:
 * a renderer of their own that took about 1.5 s of CPU per context (8 contexts on about:blank: 26 CPU-s with them,
 * 11 without). A page never shows them.
 */
const unusedFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** The flags for a launch through Playwright: the build's print of the exposé, the tests, the bench's own browsers. */
export const chromiumFlags = [
  ...quietChromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedFeatures].join(",")}`,
];

export interface ChromiumToLaunch {
  executablePath: string;
  /** Where it came from, for the build's log. */
  source: string;
  env?: Record<string, string>;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The npm package's Chromium, unpacked into the temporary folder on first use (about 3 s, 210 MB). It needs NSS and
 * expat, which its Amazon Linux libraries bring, so it starts on a machine without them too; its Open Sans stands in
 * for system fonts where there are none.
 */
async function packagedChromium(): Promise<ChromiumToLaunch> {
  const { default: chromium, inflate } = await import("@sparticuz/chromium");
  const packageBin = join(dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "../bin");
  const executablePath = await chromium.executablePath(packageBin);
  const [libraries, fonts] = await Promise.all([
    inflate(join(packageBin, "al2023.tar.br")),
    inflate(join(packageBin, "fonts.tar.br")),
  ]);
  return {
    executablePath,
    source: `@sparticuz/chromium (${executablePath})`,
    // Playwright gives the browser exactly this environment, so it starts from the build's own.
    env: {
      ...definedVariables(process.env),
      LD_LIBRARY_PATH: [join(libraries, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_FILE: fontconfigWithFallback(join(fonts, "fonts")),
    },
  };
}

const definedVariables = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** The system's font configuration where there is one, with the packaged fonts as the last resort. */
function fontconfigWithFallback(fontFolder: string): string {
  const folder = join(tmpdir(), "expose-pdf-fontconfig");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
      `  <dir>${fontFolder}</dir>\n  <cachedir>${join(folder, "cache")}</cachedir>\n</fontconfig>\n`,
  );
  return file;
}

/** The system's Chromium if it can be run, else the packaged one; throws if that cannot be unpacked. */
export async function findChromium(): Promise<ChromiumToLaunch> {
  if (isExecutable(systemChromiumPath)) return { executablePath: systemChromiumPath, source: systemChromiumPath };
  return packagedChromium();
}
