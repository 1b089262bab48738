import { resolve } from "node:path";
import { projectRoot } from "../../server/project-env.ts";
import { ImportRefusal } from "./import-refusal.ts";
import { lifeAboardSourceName, orderFileName } from "./targets.ts";
import { parseCommandLine } from "../command-line.ts";
import { parseSeconds } from "../format-measures.ts";

export const importUsage = [
  "Aufruf: npm run media -- import <ordner> [--force] [--video-start <s>] [--video-length <s>]",
  "",
  "  <ordner>            Fotos (JPEG, PNG, WebP) und höchstens ein Video (MOV, MP4)",
  `                      Galerie in der Reihenfolge der Dateinamen oder von ${orderFileName} (ein Dateiname pro Zeile);`,
  `                      ein Foto namens ${lifeAboardSourceName}.jpg wird das Foto bei „Leben auf dem Wasser“`,
  "  --force             vorhandene Medien ersetzen (die bisherigen werden vorher gesichert)",
  "  --video-start <s>   Beginn der Schleife im Video in Sekunden (Standard: 1, bei kurzen Videos 0)",
  "  --video-length <s>  Länge der Schleife, 6 bis 10 Sekunden (Standard: 8)",
  "  --root <ordner>     Projektordner, in den geschrieben wird (Standard: dieses Projekt)",
].join("\n");

/** Paths are resolved against `cwd`, the folder the owner typed the command in. */
export function parseImportArgs(args: string[], cwd: string) {
  const options = {
    force: { type: "boolean", default: false },
    "video-start": { type: "string" },
    "video-length": { type: "string" },
    root: { type: "string" },
  } as const;
  const parsed = parseCommandLine(importUsage, options, true, args);
  const [folder, ...extra] = parsed.positionals;
  if (!folder || extra.length > 0) throw new ImportRefusal(`Bitte genau einen Ordner angeben.\n\n${importUsage}`);
  const seconds = (name: "video-start" | "video-length") => {
    const value = parseSeconds(parsed.values[name]);
    if (value !== undefined && !Number.isFinite(value)) {
      throw new ImportRefusal(
        `--${name} erwartet Sekunden, zum Beispiel --${name} ${name === "video-start" ? "12" : "8"}.`,
      );
    }
    return value;
  };
  return {
    folder: resolve(cwd, folder),
    root: resolve(cwd, parsed.values.root ?? projectRoot),
    force: parsed.values.force,
    videoStart: seconds("video-start"),
    videoLength: seconds("video-length"),
  };
}
