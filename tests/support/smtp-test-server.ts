import { EventEmitter } from "node:events";
import net, { type AddressInfo, type Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpEnvelope = { from: string; to: string[] };

export type SmtpTestServer = {
  port: number;
  /** Parsed messages in arrival order. */
  messages: ParsedMail[];
  /** The raw RFC 822 text of each message, same order as `messages`. */
  rawMessages: string[];
  /** MAIL FROM / RCPT TO of each message, same order as `messages`. */
  envelopes: SmtpEnvelope[];
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Forgets the messages received so far. */
  clear(): void;
  stop(): Promise<void>;
};

export type SmtpTestServerOptions = {
  /** Answer every RCPT TO with 550. */
  rejectRecipient?: boolean;
  /** Accept TCP connections but never send the 220 greeting. */
  neverGreet?: boolean;
  /** Wait this long before accepting a message, so a client's "sending" state can be observed. */
  replyDelayMs?: number;
};

export async function startSmtpServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  if (options.neverGreet) return startSilentServer();

  const received = new EventEmitter();
  const messages: ParsedMail[] = [];
  const rawMessages: string[] = [];
  const envelopes: SmtpEnvelope[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Stopping the server should end pooled client connections at once, not after 30 s.
    closeTimeout: 50,
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipient) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push(parsed);
            rawMessages.push(raw.toString("utf8"));
            envelopes.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            });
            received.emit("message");
            setTimeout(() => callback(), options.replyDelayMs ?? 0);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    rawMessages,
    envelopes,
    waitForMessages: (count, timeoutMs = 5_000) =>
      waitFor(received, () => messages.length >= count, timeoutMs, count, messages),
    clear() {
      messages.length = 0;
      rawMessages.length = 0;
      envelopes.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function waitFor(
  received: EventEmitter,
  done: () => boolean,
  timeoutMs: number,
  count: number,
  messages: ParsedMail[],
): Promise<ParsedMail[]> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve(messages);
    const onMessage = () => {
      if (!done()) return;
      clearTimeout(timer);
      received.off("message", onMessage);
      resolve(messages);
    };
    const timer = setTimeout(() => {
      received.off("message", onMessage);
      reject(new Error(`Nach ${timeoutMs} ms ${messages.length} statt ${count} Nachrichten empfangen`));
    }, timeoutMs);
    received.on("message", onMessage);
  });
}

async function startSilentServer(): Promise<SmtpTestServer> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    messages: [],
    rawMessages: [],
    envelopes: [],
    waitForMessages: (count, timeoutMs = 5_000) =>
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error(`Stummer Server: keine ${count} Nachrichten`)), timeoutMs),
      ),
    clear() {},
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The owner (To) and the site's sender (From) the tests configure. */
export const testMailAddresses = { to: "eigner@hausboot.test", from: "formular@hausboot.test" } as const;

/** Environment for the contact function to deliver to a local test SMTP server. */
export function smtpEnvironment(port: number, addresses = testMailAddresses): Record<string, string> {
  return {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    SMTP_PASS: "",
    CONTACT_TO: addresses.to,
    CONTACT_FROM: addresses.from,
    CONTEXT: "",
  };
}
