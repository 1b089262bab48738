export const maxBodyBytes = 16 * 1024;

export type RequestFormat = "json" | "form";

const formats = new Map<string, RequestFormat>([
  ["application/json", "json"],
  ["application/x-www-form-urlencoded", "form"],
]);

type ReadRequestResult =
  | { ok: true; format: RequestFormat; fields: Record<string, unknown> }
  | { ok: false; reason: "unsupported-type" | "unsupported-charset" | "too-large" | "malformed" };

export async function readContactRequest(req: Request): Promise<ReadRequestResult> {
  const contentType = parseContentType(req.headers.get("content-type"));
  if (!contentType) return { ok: false, reason: "unsupported-type" };
  const { format } = contentType;
  if (Number(req.headers.get("content-length")) > maxBodyBytes) return { ok: false, reason: "too-large" };

  const body = await readLimitedBody(req);
  if (body === "too-large") return { ok: false, reason: "too-large" };
  if (body === "unreadable") return { ok: false, reason: "malformed" };

  try {
    // UTF-8 only, by any of its labels: JSON is UTF-8 by definition (RFC 8259), and a browser sends a form in its
    // page's encoding, UTF-8 here. Bytes that are not UTF-8 throw instead of turning into U+FFFD.
    const decoder = new TextDecoder(contentType.charset, { fatal: true });
    if (decoder.encoding !== "utf-8") return { ok: false, reason: "unsupported-charset" };
    const text = decoder.decode(body);
    const fields: unknown = format === "form" ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      return { ok: false, reason: "malformed" };
    }
    return { ok: true, format, fields: fields as Record<string, unknown> };
  } catch (error) {
    // An unknown charset is a RangeError; bytes not valid in the declared (or default UTF-8) one a TypeError.
    const charsetError = error instanceof RangeError || error instanceof TypeError;
    return { ok: false, reason: charsetError ? "unsupported-charset" : "malformed" };
  }
}

/** By the declared content type alone, before the body is read. */
export function requestFormat(req: Request): RequestFormat | undefined {
  return parseContentType(req.headers.get("content-type"))?.format;
}

function parseContentType(header: string | null): { format: RequestFormat; charset: string } | undefined {
  const [mediaType = "", ...parameters] = (header ?? "").split(";");
  const format = formats.get(mediaType.trim().toLowerCase());
  if (!format) return undefined;
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return { format, charset: charset || "utf-8" };
}

// Content-Length can be missing (chunked) or wrong, so the limit is enforced while reading too.
async function readLimitedBody(req: Request): Promise<Uint8Array | "too-large" | "unreadable"> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of req.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBodyBytes) return "too-large";
      chunks.push(chunk);
    }
  } catch {
    return "unreadable";
  }
  return Buffer.concat(chunks);
}
