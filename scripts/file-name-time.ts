/** `2026-11-23_19-40-05`, local time: sorts, and is a valid folder name everywhere. */
export function fileNameTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString();
  return local.slice(0, 19).replace("T", "_").replaceAll(":", "-");
}
