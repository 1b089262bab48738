// The tests and the bench drive the system's Chromium with the flags the build prints the exposé with.
export { chromiumFlags, quietChromiumFlags, systemChromiumPath as chromiumPath } from "../../src/pdf/chromium.ts";
