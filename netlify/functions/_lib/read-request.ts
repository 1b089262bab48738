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
    // Any charset the WHATWG Encoding Standard knows (ISO-8859-1, windows-1252, …), throwing on invalid bytes.
    const decoder = new TextDecoder(contentType.charset, { fatal: true });
    const fields: unknown = format === "form" ? parseFormBody(body, decoder) : JSON.parse(decoder.decode(body));
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
  // JSON is UTF-8 by definition (RFC 8259); browsers send forms in the page's encoding, UTF-8 here.
  return { format, charset: charset || "utf-8" };
}

/**
 * As the WHATWG URL Standard parses it, but decoding with the request's charset (URLSearchParams would turn a
 * Latin-1 "M%E4x" into "M�x"); read as Latin-1 first, one character per byte, so percent-decoding is exact.
 */
function parseFormBody(body: Uint8Array, decoder: TextDecoder): Record<string, string> {
  const decode = (text: string) =>
    decoder.decode(
      Buffer.from(
        text
          .replaceAll("+", " ")
          .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ),
    );
  const fields: Record<string, string> = {};
  for (const pair of Buffer.from(body).toString("latin1").split("&")) {
    if (pair === "") continue;
    const separator = pair.includes("=") ? pair.indexOf("=") : pair.length;
    fields[decode(pair.slice(0, separator))] = decode(pair.slice(separator + 1));
  }
  return fields;
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
