import nodemailer from "nodemailer";
import { startSmtpSink } from "../smtp-sink.ts";
const sink = await startSmtpSink();
for (const pool of [false, true]) {
  const t = nodemailer.createTransport({ host: "127.0.0.1", port: sink.port, secure: false, pool, maxMessages: 3, logger: false } as never);
  for (let i = 0; i < 6; i++) {
    const s = performance.now();
    await t.sendMail({ from: "a@example.org", to: "b@example.org", subject: "x", text: "y" });
    console.log(pool, i, (performance.now() - s).toFixed(1));
  }
  t.close();
}
await sink.stop();
