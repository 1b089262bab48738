export const maxBodyBytes = 16 * 1024;

export type RequestFormat = "json" | "form";

export type ReadRequestResult =
  | { ok: true; format: RequestFormat; fields: Record<string, unknown> }
  | { ok: false; reason: "unsupported-type" | "too-large" | "malformed"; format?: RequestFormat };

export async function readContactRequest(req: Request): Promise<ReadRequestResult> {
  const format = formatOf(req.headers.get("content-type"));
  if (!format) return { ok: false, reason: "unsupported-type" };

  const declaredLength = Number(req.headers.get("content-length") ?? "0");
  if (declaredLength > maxBodyBytes) return { ok: false, reason: "too-large", format };

  const body = await readLimitedBody(req);
  if (body === "too-large") return { ok: false, reason: "too-large", format };
  if (body === "unreadable") return { ok: false, reason: "malformed", format };

  const text = new TextDecoder("utf-8").decode(body);
  if (format === "form") return { ok: true, format, fields: Object.fromEntries(new URLSearchParams(text)) };

  const json = parseJson(text);
  if (!isPlainObject(json)) return { ok: false, reason: "malformed", format };
  return { ok: true, format, fields: json };
}

function formatOf(contentType: string | null): RequestFormat | undefined {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

// Content-Length can be missing (chunked) or wrong, so the limit is enforced while reading too.
async function readLimitedBody(req: Request): Promise<Uint8Array | "too-large" | "unreadable"> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "unreadable";
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
