import { runLighthouse } from "../lighthouse.ts";
import { startSite } from "../../tests/support/site-server.ts";
const site = await startSite({ root: "/tmp/bench-dist" });
const t = performance.now();
try { console.log(JSON.stringify(await runLighthouse(site.url + "/", console.log), null, 1)); } finally {
console.log(performance.now() - t);
await site.stop(); }
