import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { astroCli, runNode, type CommandResult } from "../../scripts/run-node.ts";
import { ownerEnvironment, type ListedPlaceholder } from "./project-copy.ts";

const run = promisify(execFile);

/** `npm run preflight -- --skip-build --json` in a project folder: the open placeholders, as other tools read them. */
export async function listedPlaceholders(root: string): Promise<ListedPlaceholder[]> {
  const { stdout } = await run(process.execPath, [join(root, "scripts/preflight.ts"), "--skip-build", "--json"], {
    cwd: root,
    env: ownerEnvironment(),
  });
  return JSON.parse(stdout) as ListedPlaceholder[];
}

/** `npm run preflight` as the owner runs it, without the build step unless asked. */
export const preflight = (root: string, env: Record<string, string>, { build = false } = {}): Promise<CommandResult> =>
  runNode(root, ["scripts/preflight.ts", ...(build ? [] : ["--skip-build"])], ownerEnvironment(env));

/** `astro build` in a project folder into `outDir`, as Netlify runs it with the given environment. */
export const astroBuild = (root: string, outDir: string, env: Record<string, string>): Promise<CommandResult> =>
  runNode(root, [astroCli(root), "build", "--outDir", outDir], ownerEnvironment(env));
