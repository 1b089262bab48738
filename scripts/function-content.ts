// Writes the content module the functions import (src/integrations/function-content.ts) from the data files, for
// the mail commands, which load the functions without a build.
import { writeFunctionContent } from "../src/integrations/function-content.ts";
import { ContentError } from "../src/content-reading/data-files.ts";

try {
  writeFunctionContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
