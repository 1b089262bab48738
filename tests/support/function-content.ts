// Vitest's global setup: the tests load the functions without a build, so the content module they import is written
// first, from the project's data files, as every build writes it.
import { writeFunctionContent } from "../../src/integrations/function-content.ts";

export default () => writeFunctionContent();
