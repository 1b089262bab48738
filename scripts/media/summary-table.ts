import { formatBytes, formatMeasuredSeconds } from "./units.ts";

export interface WrittenFile {
  path: string;
  bytes: number;
  width: number;
  height: number;
  seconds?: number;
}

/** A plain-text table of what was written: file, size, dimensions, and length for the videos. */
export function summaryTable(files: WrittenFile[]): string {
  const rows = [
    ["Datei", "Größe", "Maße", "Dauer"],
    ...files.map((file) => [
      file.path,
      formatBytes(file.bytes),
      `${file.width} × ${file.height}`,
      file.seconds === undefined ? "" : formatMeasuredSeconds(file.seconds),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(rows[0]!), widths.map((width) => "─".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
