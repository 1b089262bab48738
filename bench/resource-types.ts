export type ResourceKind = "html" | "css" | "js" | "font" | "image" | "video" | "other";

export const resourceKinds: readonly ResourceKind[] = ["html", "css", "js", "font", "image", "video", "other"];

export function resourceKind(contentType: string, url: string): ResourceKind {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/html") return "html";
  if (type === "text/css") return "css";
  if (type.includes("javascript")) return "js";
  if (type.startsWith("font/") || /\.(woff2?|ttf|otf)$/.test(new URL(url).pathname)) return "font";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/") || type.startsWith("audio/")) return "video";
  return "other";
}
