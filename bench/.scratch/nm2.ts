import nodemailer from "nodemailer";
import { startSmtpSink } from "../smtp-sink.ts";
const sink = await startSmtpSink();
const t0 = performance.now();
const logger = { level: (x: string) => {}, info: (...a: unknown[]) => console.log((performance.now() - t0).toFixed(1), ...a.slice(1).map(String).map(s=>s.slice(0,60))), debug: (...a: unknown[]) => console.log((performance.now() - t0).toFixed(1), ...a.slice(1).map(String).map(s=>s.slice(0,60))), error: console.log, warn: console.log, trace: () => {}, fatal: console.log };
const t = nodemailer.createTransport({ host: "127.0.0.1", port: sink.port, secure: false, logger, debug: true } as never);
await t.sendMail({ from: "a@example.org", to: "b@example.org", subject: "x", text: "y" });
await sink.stop();
