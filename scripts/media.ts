// `npm run media` draws the placeholder media; `npm run media -- import <folder>` brings in the owner's own.
import { ImportRefusal } from "./media/import-refusal.ts";
import { importMedia } from "./media/import-media.ts";
import { importUsage } from "./media/import-options.ts";
import { placeholderUsage, redrawPlaceholderMedia } from "./media/placeholder-media.ts";

const args = process.argv.slice(2);
const [command] = args;
// npm runs scripts in the project folder; INIT_CWD is where the owner typed the command.
const cwd = process.env.INIT_CWD || process.cwd();

try {
  if (command === "import") {
    await importMedia(args.slice(1), cwd);
  } else if (["--help", "-h", "help", "hilfe"].includes(command ?? "")) {
    console.log(`${importUsage}\n\n${placeholderUsage}`);
  } else if (command === undefined || command.startsWith("--")) {
    await redrawPlaceholderMedia(args, cwd);
  } else {
    console.error(`Unbekannter Befehl „${command}“.\n\n${importUsage}\n\n${placeholderUsage}`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ImportRefusal)) throw error;
  console.error(`\n${error.message}\n\nEs wurde nichts geändert.`);
  process.exitCode = 1;
}
