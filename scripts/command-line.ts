import { parseArgs, type ParseArgsConfig } from "node:util";
import { fail } from "../server/project-env.ts";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * The options and arguments of a script, as node:util's parseArgs reads them. `--help`, `-h` or `hilfe` prints `usage`
 * and ends the script; an unknown or incomplete option, or an argument where none is expected, stops it in German.
 */
export function parseCommandLine<O extends Options, P extends boolean = false>(
  usage: string,
  options: O,
  allowPositionals?: P,
  args = process.argv.slice(2),
) {
  if (args.some((arg) => ["--help", "-h", "hilfe"].includes(arg))) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const given = /'([^']+)'/.exec((error as Error).message)?.[1] ?? "";
    return fail(`Unbekannte oder unvollständige Angabe ${given}.\n\n${usage}`);
  }
}
