/** An error whose `code` is safe to log, and whose message says only that code and what failed. */
export const codedError = (message: string, code: string) => Object.assign(new Error(`${message} (${code})`), { code });

/** A loggable code: ECONNREFUSED, HTTP401, TimeoutError, …, never a message that could echo data. */
export function errorCode(error: unknown): string {
  const { code, status, cause, name } = (error ?? {}) as Record<string, unknown> & { cause?: { code?: unknown } };
  if (typeof code === "string") return code;
  if (typeof status === "number") return `HTTP${status}`;
  if (typeof cause?.code === "string") return cause.code;
  return typeof name === "string" ? name : "unbekannt";
}
