import { createHash } from "node:crypto";

/** `sha256-…` of an inline script's or style's text, as a browser hashes it for the Content-Security-Policy. */
export const cspHash = (text: string): `sha256-${string}` =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;
