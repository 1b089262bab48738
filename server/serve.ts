import { existsSync } from "node:fs";
import path from "node:path";
import { fail, loadProjectEnv, projectRoot, provideBlobsContext } from "./project-env.ts";
import { writeFunctionContent } from "../src/integrations/function-content.ts";
import { startSiteServer } from "./server.ts";

loadProjectEnv();

const root = path.resolve(projectRoot, process.env.SITE_ROOT ?? "dist");
if (!existsSync(path.join(root, "index.html"))) {
  fail(`dist/ fehlt – zuerst \`npm run build\` ausführen (keine index.html in ${root})`);
}
const port = Number(process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT ist ungültig: ${process.env.PORT}`);

// What the functions import of the content (the site's name, the owner's address), as the build writes it: a build
// made elsewhere (the bench's copy) or a `git pull` since the last build leaves it missing or old.
try {
  writeFunctionContent(projectRoot);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const { blobs, description: blobsDescription } = await provideBlobsContext();
const server = await startSiteServer({
  root,
  functionsDir: path.resolve(projectRoot, process.env.FUNCTIONS_DIR ?? "netlify/functions"),
  port,
  host: process.env.HOST || "127.0.0.1",
}).catch((error: NodeJS.ErrnoException) =>
  fail(
    error.code === "EADDRINUSE"
      ? `Port ${port} ist belegt – anderen PORT setzen`
      : `Server konnte nicht starten: ${error.message}`,
  ),
);
console.log(`Server läuft auf ${server.url}`);
for (const fn of server.functions) {
  console.log(
    fn.schedule
      ? `Funktion ${fn.name} → Zeitplan ${fn.schedule} (lokal nicht automatisch: npm run mail:retry)`
      : `Funktion ${fn.name} → ${fn.paths.join(", ")}`,
  );
}
console.log(`Netlify Blobs: ${blobsDescription}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () =>
    Promise.all([server.close(), blobs?.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  );
}
