// The child of tests/support/astro-builder.ts: loads Astro once, then runs its `build()` on the project folder it was
// started in for every output folder named on stdin (one per line), and ends each build with a line
// `<marker> <exit code>` on stdout, the marker being this script's argument. Each build reads the content afresh.
import { createInterface } from "node:readline";
import { build } from "astro";

const buildDoneMarker = process.argv[2]!;

for await (const outDir of createInterface({ input: process.stdin })) {
  let code = 0;
  try {
    await build({ root: process.cwd(), outDir });
  } catch (error) {
    // What `astro build` prints of a failed build: the message and Astro's hint.
    const { message, hint } = error as { message?: string; hint?: string };
    console.error([message ?? String(error), hint].filter(Boolean).join("\n  Hint:\n    "));
    code = 1;
  }
  process.stdout.write(`${buildDoneMarker} ${code}\n`);
}
