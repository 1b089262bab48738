// Seconds, decibels and bytes as the commands print and read them, in German notation.
const oneDecimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
const fixedOneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `7.25` → `7,3 s` */
export const formatSeconds = (seconds: number, unit = " s") => `${oneDecimal.format(seconds)}${unit}`;

const decibel = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1, signDisplay: "exceptZero" });

/** `-6.5` → `-6,5 dB`, `0` → `0 dB` */
export const formatDecibel = (value: number) => `${decibel.format(value)} dB`;

/** `7.25` → `7,3 s` with one decimal always, for the measured lengths in the summary. */
export const formatMeasuredSeconds = (seconds: number) => `${fixedOneDecimal.format(seconds)} s`;

/** `1572864` → `1,5 MB`, `81234` → `79 KB`, in the binary units of the 1,5 MB video limit. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${fixedOneDecimal.format(bytes / 1024 / 1024)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `12`, `12.5` or `12,5` → 12.5; undefined stays undefined; anything else is refused by the caller. */
export function parseSeconds(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.trim().replace(",", "."));
  return text.trim() === "" ? Number.NaN : value;
}
