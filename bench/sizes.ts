import http from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { compressionLevels } from "../server/server.ts";

export type ExactSize = {
  status: number;
  raw: number;
  gzip: number;
  br: number;
};

type Fetched = { status: number; bytes: number; encoding: string };

/**
 * Fetches a URL three times from the local server (br, gzip, identity) and counts
 * the body bytes as sent, without decoding them.
 */
export async function exactSize(url: string): Promise<ExactSize> {
  const [br, gzip, identity] = await Promise.all([
    fetchBytes(url, "br"),
    fetchBytes(url, "gzip"),
    fetchBytes(url, "identity"),
  ]);
  for (const [wanted, got] of [
    ["br", br],
    ["gzip", gzip],
  ] as const) {
    if (got.encoding !== wanted && got.encoding !== "")
      throw new Error(`${url}: ${wanted} angefragt, ${got.encoding} erhalten`);
  }
  if (identity.encoding !== "") throw new Error(`${url}: identity angefragt, ${identity.encoding} erhalten`);
  return { status: identity.status, raw: identity.bytes, gzip: gzip.bytes, br: br.bytes };
}

function fetchBytes(url: string, encoding: "br" | "gzip" | "identity"): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers["content-encoding"] ?? "") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Raw, gzip and brotli bytes of a text compressed the way the local server compresses responses. */
export function compressedSizes(text: string): Omit<ExactSize, "status"> {
  const raw = Buffer.from(text);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: compressionLevels.gzip }).length,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: compressionLevels.brotli } }).length,
  };
}
