import { stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { probeVideo } from "./ffmpeg.ts";
import { formatBytes, formatMeasuredSeconds } from "../format-measures.ts";

/** A plain-text table of the files written (paths in the project): size, dimensions, and length for the videos. */
export async function summaryTable(root: string, paths: string[]): Promise<string> {
  const rows = [["Datei", "Größe", "Maße", "Dauer"]];
  for (const path of paths) {
    const file = join(root, path);
    const { size } = await stat(file);
    const video = path.endsWith(".jpg") ? undefined : await probeVideo(file);
    const { width = 0, height = 0 } = video ?? (await sharp(file).metadata());
    rows.push([path, formatBytes(size), `${width} × ${height}`, video ? formatMeasuredSeconds(video.seconds) : ""]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(rows[0]!), widths.map((width) => "─".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
