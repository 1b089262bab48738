import { expect, it } from "vitest";
import { chunkOwner } from "../../bench/js-chunks.ts";

it("assigns island and React chunks by name and refuses a chunk it cannot name", () => {
  expect(chunkOwner("http://local/_astro/ContactForm.zpqdi_4M.js")).toBe("islands");
  expect(chunkOwner("http://local/_astro/schema.txdp9gR7.js")).toBe("islands");
  expect(chunkOwner("http://local/_astro/client.Cd-EeyjT.js")).toBe("react");
  expect(() => chunkOwner("http://local/_astro/preload-helper.B2x9.js")).toThrow(/preload-helper\.B2x9\.js/);
});
