/** A loggable code: ECONNREFUSED, TimeoutError, …, never a message that could echo data. */
export function errorCode(error: unknown): string {
  const { code, cause, name } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  if (typeof code === "string") return code;
  if (typeof cause?.code === "string") return cause.code;
  return typeof name === "string" ? name : "unbekannt";
}
