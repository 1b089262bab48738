import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
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

describe("install scripts", () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "install-scripts-"));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("run only for the versions allowScripts names", () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, locked]) => locked.hasInstallScript)
      .map(([location, locked]) => `${nameOf(location)}@${locked.version}`);
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((pinned) => allowScripts[pinned] !== true)).toEqual([]);
  });

  // A dependency with an install script that allowScripts does not name, installed with the project's .npmrc: npm
  // alone would only warn and run it.
  it("of any other package are refused, and npm stops the install", { timeout: 60_000 }, async () => {
    const dependency = path.join(scratch, "dependency");
    const ran = path.join(scratch, "script-ran");
    await mkdir(dependency);
    await writeFile(path.join(dependency, "mark.js"), `require("fs").writeFileSync(${JSON.stringify(ran)}, "x");`);
    await writeFile(
      path.join(dependency, "package.json"),
      JSON.stringify({ name: "unreviewed-script", version: "1.0.0", scripts: { postinstall: "node mark.js" } }),
    );
    const { stdout } = await run("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: dependency });
    const project = path.join(scratch, "project");
    await mkdir(project);
    await copyFile(path.join(projectRoot, ".npmrc"), path.join(project, ".npmrc"));
    await writeFile(
      path.join(project, "package.json"),
      JSON.stringify({ name: "x", private: true, dependencies: { "unreviewed-script": `file:../${stdout.trim()}` } }),
    );
    const install = await run("npm", ["install", "--offline", "--no-audit", "--no-fund"], { cwd: project }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(install.code).not.toBe(0);
    expect(install.stderr).toContain("unreviewed-script@1.0.0");
    await expect(readFile(ran)).rejects.toThrow();
  });
});

// Every npm script runs on this binary (node_modules/.bin comes first in their PATH), whatever the system's Node is.
it("the Node binary the scripts run on comes whole from a locked package, without an install script", async () => {
  const binary = await realpath(process.execPath);
  const location = path.relative(projectRoot, binary).split("/bin/")[0]!;
  const locked = lockfile.packages[location];
  expect(locked).toMatchObject({ integrity: expect.stringMatching(/^sha512-/), version: process.versions.node });
  expect(locked!.hasInstallScript).toBeUndefined();
});
