import path from "node:path";
import * as z from "zod/mini";
import { maxSendDeadlineMs } from "./delivery-policy.ts";
import { ownerEmail } from "./site-and-owner.ts";

type Env = Record<string, string | undefined>;

// Messages name the variable and what is wrong with it, never its value.
const address = (name: string) =>
  z
    .string(`${name} fehlt`)
    .check(z.trim(), z.regex(z.regexes.email, `${name} ist keine einzelne gültige E-Mail-Adresse`));
const integerText = (digits: RegExp, min: number, max: number, message: string) =>
  z.optional(
    z.string().check(z.refine((value) => digits.test(value) && Number(value) >= min && Number(value) <= max, message)),
  );

const smtpEnvSchema = z
  .object({
    SMTP_HOST: z.string("SMTP_HOST fehlt").check(z.trim(), z.minLength(1, "SMTP_HOST fehlt")),
    SMTP_PORT: integerText(/^\d{1,5}$/, 1, 65535, "SMTP_PORT ist keine Portnummer (1–65535)"),
    SMTP_SECURE: z.optional(z.enum(["true", "false"], "SMTP_SECURE muss true oder false sein")),
    SMTP_USER: z.optional(z.string()),
    SMTP_PASS: z.optional(z.string()),
    SMTP_TIMEOUT_MS: integerText(
      /^\d{3,4}$/,
      100,
      maxSendDeadlineMs,
      `SMTP_TIMEOUT_MS ist keine Zahl von Millisekunden zwischen 100 und ${maxSendDeadlineMs}`,
    ),
    CONTACT_TO: address("CONTACT_TO"),
    CONTACT_FROM: address("CONTACT_FROM"),
  })
  .check(
    z.refine((env) => (env.SMTP_USER === undefined) === (env.SMTP_PASS === undefined), {
      error: "SMTP_USER und SMTP_PASS müssen zusammen gesetzt sein",
    }),
  );

const smtpConfigSchema = (deployed: boolean) =>
  z.pipe(
    smtpEnvSchema,
    z.transform((smtp) => {
      const secure = smtp.SMTP_SECURE === "true";
      return {
        kind: "smtp" as const,
        host: smtp.SMTP_HOST,
        port: smtp.SMTP_PORT ? Number(smtp.SMTP_PORT) : secure ? 465 : 587,
        secure,
        auth: smtp.SMTP_USER === undefined ? undefined : { user: smtp.SMTP_USER, pass: smtp.SMTP_PASS! },
        to: smtp.CONTACT_TO,
        from: smtp.CONTACT_FROM,
        // The whole send's deadline catches a server that trickles its replies so slowly that no socket timeout fires.
        timeoutMs: smtp.SMTP_TIMEOUT_MS ? Number(smtp.SMTP_TIMEOUT_MS) : maxSendDeadlineMs,
        requireTls: deployed,
      };
    }),
  );

const outboxConfigSchema = z.pipe(
  z.object({
    CONTACT_TO: z.optional(address("CONTACT_TO")),
    CONTACT_FROM: z.optional(address("CONTACT_FROM")),
    MAIL_OUTBOX_DIR: z.optional(z.string()),
  }),
  z.transform((outbox) => ({
    kind: "outbox" as const,
    dir: path.resolve(outbox.MAIL_OUTBOX_DIR ?? "outbox"),
    to: outbox.CONTACT_TO ?? ownerEmail,
    from: outbox.CONTACT_FROM ?? ownerEmail,
  })),
);

export type SmtpMailConfig = z.output<ReturnType<typeof smtpConfigSchema>>;
export type MailConfig = SmtpMailConfig | z.output<typeof outboxConfigSchema>;
export type MailConfigResult = { ok: true; config: MailConfig } | { ok: false; problems: string[] };

export function isProductionContext(env: Env, deployContext?: string): boolean {
  return env.CONTEXT === "production" || deployContext === "production";
}

/** Netlify sets SITE_ID for functions at run time (nobody can override it); its local tools set NETLIFY_DEV/LOCAL. */
export function isOnNetlify(env: Env): boolean {
  return Boolean(env.SITE_ID?.trim()) && !env.NETLIFY_DEV && !env.NETLIFY_LOCAL;
}

/** Without SMTP_HOST, locally, an outbox of .eml files; `deployed` needs SMTP over TLS: a function keeps no files. */
export function readMailConfig(rawEnv: Env, deployed: boolean): MailConfigResult {
  // `KEY=` lines in a .env file mean "not set".
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value?.trim()));
  const schema = env.SMTP_HOST === undefined && !deployed ? outboxConfigSchema : smtpConfigSchema(deployed);
  const result = schema.safeParse(env);
  if (!result.success) return { ok: false, problems: result.error.issues.map((issue) => issue.message) };
  return { ok: true, config: result.data };
}
