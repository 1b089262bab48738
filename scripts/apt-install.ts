import { execFileSync } from "node:child_process";

/**
 * Installs a missing tool with Debian's apt as root (CI, containers): nothing may download a binary of its own.
 * Anyone else gets `advice` and exit code 1.
 */
export function installWithApt(installArgs: string[], { notice, advice }: { notice: string; advice: string }): void {
  if (process.getuid?.() !== 0) {
    console.error(advice);
    process.exit(1);
  }
  console.log(notice);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...installArgs], { stdio: "inherit", env });
}
