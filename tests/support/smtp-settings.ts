import net, { type AddressInfo } from "node:net";
import { smtpEnvironment, testMailAddresses } from "./smtp-test-server.ts";

/** The SMTP account the go-live tests log in with; the password must never show in any output. */
export const testAccount = { user: "konto@hausboot.test", pass: "Geheim-Passwort-4711" } as const;

/** Production-style settings for a server on `port`: STARTTLS with a login, sender in the account's domain. */
export function loginEnvironment(port: number, account: { user: string; pass: string } = testAccount) {
  return {
    ...smtpEnvironment(port),
    SMTP_USER: account.user,
    SMTP_PASS: account.pass,
    CONTACT_FROM: testMailAddresses.from,
  };
}

/** A port nothing listens on: taken from the system, then released. */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
