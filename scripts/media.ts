// `npm run media` draws the placeholder media; `npm run media -- import <folder>` brings in the owner's own.
import { ImportRefusal } from "./media/import-refusal.ts";
import { importMedia } from "./media/import-media.ts";
import { importUsage } from "./media/import-options.ts";

const [command, ...args] = process.argv.slice(2);

if (command === undefined) {
  await import("./make-placeholder-media.mjs");
} else if (command === "import") {
  try {
    // npm runs scripts in the project folder; INIT_CWD is where the owner typed the command.
    await importMedia(args, process.env.INIT_CWD || process.cwd());
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    console.error(`\n${error.message}\n\nEs wurde nichts geändert.`);
    process.exitCode = 1;
  }
} else if (["--help", "-h", "help", "hilfe"].includes(command)) {
  console.log(`${importUsage}\n\nOhne Argumente: npm run media (Platzhalter-Medien zeichnen).`);
} else {
  console.error(
    `Unbekannter Befehl „${command}“.\n\n${importUsage}\nOhne Argumente: npm run media (Platzhalter-Medien zeichnen).`,
  );
  process.exitCode = 1;
}
