import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpSink = {
  port: number;
  /** How often each Message-ID arrived. */
  messageIds: Map<string, number>;
  /** How often each bench token (from the Subject) arrived. */
  tokens: Map<string, number>;
  received(): number;
  waitForMessages(count: number, timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
};

const headerEnd = "\r\n\r\n";
const tokenPattern = /bench-\d+-[a-z]+-\d+/;

/**
 * An SMTP server that only counts. It reads each message's header block as it
 * streams in and never parses MIME, so it keeps up with hundreds of messages.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messageIds = new Map<string, number>();
  const tokens = new Map<string, number>();
  let count = 0;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // smtp-server resolves every client's hostname by default; locally that only adds latency.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (!head.includes(headerEnd)) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const headers = unfold(head.split(headerEnd, 1)[0] ?? "");
        const messageId = /^message-id:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? `missing-${count}`;
        const token = /^subject:.*$/im.exec(headers)?.[0].match(tokenPattern)?.[0];
        messageIds.set(messageId, (messageIds.get(messageId) ?? 0) + 1);
        if (token) tokens.set(token, (tokens.get(token) ?? 0) + 1);
        count += 1;
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });

  return {
    port: (server.server.address() as AddressInfo).port,
    messageIds,
    tokens,
    received: () => count,
    waitForMessages: (expected, timeoutMs) =>
      new Promise((resolve) => {
        const check = (): void => {
          if (count < expected) return;
          finish(true);
        };
        const finish = (ok: boolean): void => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(ok);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function unfold(headers: string): string {
  return headers.replace(/\r\n[ \t]+/g, " ");
}
