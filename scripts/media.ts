// `npm run media -- import <folder>` brings in the owner's own photos and video. The drawn placeholders are committed;
// `git checkout -- src/assets/media public/media` brings them back (docs/content.md: "Replacing the placeholder media").
import { ImportRefusal } from "./media/import-refusal.ts";
import { importMedia } from "./media/import-media.ts";
import { importUsage } from "./media/import-options.ts";

const [command, ...args] = process.argv.slice(2);
// npm runs scripts in the project folder; INIT_CWD is where the owner typed the command.
const cwd = process.env.INIT_CWD || process.cwd();

try {
  if (command === "import") {
    await importMedia(args, cwd);
  } else if (["--help", "-h", "help", "hilfe"].includes(command ?? "")) {
    console.log(importUsage);
  } else {
    console.error(
      `${command === undefined ? "Bitte einen Befehl angeben." : `Unbekannter Befehl „${command}“.`}\n\n${importUsage}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ImportRefusal)) throw error;
  console.error(`\n${error.message}\n\nEs wurde nichts geändert.`);
  process.exitCode = 1;
}
