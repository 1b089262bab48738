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
