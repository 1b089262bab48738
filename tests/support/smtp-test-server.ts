import { EventEmitter, once } from "node:events";
import net, { type AddressInfo, type Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpEnvelope = { from: string; to: string[] };

export type SmtpTestServer = {
  port: number;
  /** Parsed messages in arrival order (empty with `countOnly`). */
  messages: ParsedMail[];
  /** MAIL FROM / RCPT TO of each parsed message, same order as `messages`. */
  envelopes: SmtpEnvelope[];
  /** How often each Message-ID arrived, and each (unfolded, undecoded) Subject. */
  messageIds: Map<string, number>;
  subjects: Map<string, number>;
  /** Every AUTH attempt, with whether the connection was encrypted by then. */
  logins: SmtpLogin[];
  received(): number;
  /** Resolves once `count` messages arrived in total, rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Forgets the messages received so far. */
  clear(): void;
  stop(): Promise<void>;
};

export type SmtpLogin = { user: string; secure: boolean; accepted: boolean };

export type SmtpTestServerOptions = {
  /** Answer every RCPT TO with 550. */
  rejectRecipient?: boolean;
  /** Accept TCP connections but never send the 220 greeting. */
  neverGreet?: boolean;
  /** Wait this long before accepting a message, so a client's "sending" state can be observed. */
  replyDelayMs?: number;
  /** Only count Message-IDs and Subjects from the header block, without parsing MIME: keeps up with load tests. */
  countOnly?: boolean;
  /** Offer STARTTLS with this key and certificate (without it the server speaks plain SMTP only). */
  tls?: { key: string; cert: string };
  /** Require a login with these credentials; AUTH is offered even without TLS, as a careless server would. */
  credentials?: { user: string; pass: string };
  /** Take the whole message, count it, and never answer: the client cannot tell whether it arrived. */
  hangAfterData?: boolean;
  /** While this returns true the server is "down": it refuses connections (421) and messages (451), counting none. */
  unavailable?: () => boolean;
};

export async function startSmtpServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const events = new EventEmitter();
  const messages: ParsedMail[] = [];
  const envelopes: SmtpEnvelope[] = [];
  const messageIds = new Map<string, number>();
  const subjects = new Map<string, number>();
  const logins: SmtpLogin[] = [];
  let received = 0;
  const { tls, credentials } = options;

  const server = new SMTPServer({
    authOptional: credentials === undefined,
    allowInsecureAuth: true,
    disabledCommands: tls ? [] : ["STARTTLS"],
    ...(tls && { key: tls.key, cert: tls.cert }),
    onAuth(auth, session, callback) {
      const accepted = auth.username === credentials?.user && auth.password === credentials?.pass;
      logins.push({ user: auth.username ?? "", secure: session.secure, accepted });
      if (accepted) return callback(null, { user: auth.username });
      callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    // smtp-server resolves every client's hostname by default; locally that only adds latency.
    disableReverseLookup: true,
    logger: false,
    // Stopping the server should end pooled client connections at once, not after 30 s.
    closeTimeout: 50,
    onConnect(_session, callback) {
      if (!options.unavailable?.()) return callback();
      callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
    },
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipient) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.unavailable?.()) {
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks);
        const head = raw
          .toString("latin1")
          .split("\r\n\r\n", 1)[0]!
          .replace(/\r\n[ \t]+/g, " ");
        countValue(messageIds, /^message-id:\s*(.*)$/im.exec(head)?.[1]);
        countValue(subjects, /^subject:\s*(.*)$/im.exec(head)?.[1]);
        const parsed = options.countOnly ? Promise.resolve(undefined) : simpleParser(raw);
        parsed.then((mail) => {
          if (mail) {
            messages.push(mail);
            envelopes.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            });
          }
          received += 1;
          events.emit("message");
          if (options.hangAfterData) return;
          if (options.replyDelayMs) setTimeout(callback, options.replyDelayMs);
          else callback();
        }, callback);
      });
    },
  });
  const silentSockets = new Set<Socket>();
  const listener = options.neverGreet
    ? net.createServer((socket) => {
        silentSockets.add(socket.on("error", () => {}).on("close", () => silentSockets.delete(socket)));
      })
    : server.server;

  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    if (options.neverGreet) listener.listen(0, "127.0.0.1", resolve);
    else server.listen(0, "127.0.0.1", resolve);
  });

  return {
    port: (listener.address() as AddressInfo).port,
    messages,
    envelopes,
    messageIds,
    subjects,
    logins,
    received: () => received,
    async waitForMessages(count, timeoutMs = 5_000) {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (received < count) {
        await once(events, "message", { signal: deadline }).catch(() => {
          throw new Error(`Nach ${timeoutMs} ms ${received} statt ${count} Nachrichten empfangen`);
        });
      }
      return messages;
    },
    clear() {
      messages.length = 0;
      envelopes.length = 0;
      messageIds.clear();
      subjects.clear();
      logins.length = 0;
      received = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of silentSockets) socket.destroy();
        if (options.neverGreet) listener.close(() => resolve());
        else server.close(() => resolve());
      }),
  };
}

function countValue(counts: Map<string, number>, value: string | undefined): void {
  const key = value?.trim() ?? "";
  counts.set(key, (counts.get(key) ?? 0) + 1);
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
