import { existsSync } from "node:fs";
import path from "node:path";
import { startSiteServer, type SiteServer } from "./server.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");

function loadEnvironmentFile(): void {
  const configured = process.env.ENV_FILE;
  if (configured === "") return;
  const envFile = configured === undefined ? path.join(projectRoot, ".env") : path.resolve(projectRoot, configured);
  if (!existsSync(envFile)) {
    if (configured !== undefined) fail(`ENV_FILE ${envFile} existiert nicht`);
    return;
  }
  // Node's loadEnvFile never overwrites variables that are already set
  // (checked on Node 24), so the real environment wins over the file.
  process.loadEnvFile(envFile);
}

function readPort(): number {
  const raw = process.env.PORT ?? "4321";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT ist ungültig: ${raw}`);
  return port;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function stopOnSignals(server: SiteServer): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(1); // second signal: give up waiting
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function main(): Promise<void> {
  loadEnvironmentFile();
  const root = path.resolve(projectRoot, process.env.SITE_ROOT ?? "dist");
  if (!existsSync(path.join(root, "index.html"))) {
    fail(`dist/ fehlt – zuerst \`npm run build\` ausführen (keine index.html in ${root})`);
  }
  const port = readPort();
  const host = process.env.HOST || "127.0.0.1";
  const functionsDir = process.env.FUNCTIONS_DIR ? path.resolve(projectRoot, process.env.FUNCTIONS_DIR) : undefined;

  let server: SiteServer;
  try {
    server = await startSiteServer({ root, functionsDir, port, host, log: (line) => console.log(line) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`Port ${port} ist belegt – anderen PORT setzen`);
    fail(`Server konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`);
  }

  console.log(`Server läuft auf ${server.url}`);
  for (const fn of server.functions) {
    console.log(`Funktion ${fn.name} → ${fn.paths.join(", ")}`);
  }
  stopOnSignals(server);
}

await main();
