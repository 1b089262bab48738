import http from "node:http";
import { startSmtpSink } from "../smtp-sink.ts";
import { startSite } from "../../tests/support/site-server.ts";
const sink = await startSmtpSink();
const site = await startSite({ root: "/tmp/bench-dist", env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), SMTP_SECURE: "false", CONTACT_TO: "owner@example.org", CONTACT_FROM: "site@example.org" } });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const lat: number[] = [];
for (let i = 0; i < 200; i++) {
  const body = JSON.stringify({ name: `Bench bench-1-seq-${i}`, email: "b@example.org", message: "Hallo, ist das Boot frei?", website: "" });
  const t = performance.now();
  await new Promise<void>((res) => { const r = http.request(site.url + "/api/send-contact-email", { method: "POST", agent, headers: { "content-type": "application/json" } }, (resp) => { resp.resume(); resp.on("end", () => res()); }); r.end(body); });
  lat.push(performance.now() - t);
}
console.log(lat.map((v, i) => [i, Math.round(v)]).filter(([, v]) => v > 15).map(([i, v]) => `${i}:${v}`).join(" "));
await site.stop(); await sink.stop();
