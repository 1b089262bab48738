import type { Config } from "@netlify/functions";
import { cmsFolder, cmsHeaders, cmsPage, cmsPath } from "../../src/lib/cms-admin.ts";

/** The CMS page with its own headers; its script, fonts and configuration are static files beside it. */
export default async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  if (url.pathname !== cmsPath) return new Response(null, { status: 301, headers: { location: cmsPath } });
  return new Response(request.method === "HEAD" ? null : cmsPage, { headers: cmsHeaders });
};

export const config: Config = {
  path: [`/${cmsFolder}`, cmsPath, `${cmsPath}index.html`],
  method: ["GET", "HEAD"],
};
