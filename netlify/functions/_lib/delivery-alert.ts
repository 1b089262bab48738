import { siteName } from "./site-content.ts";
import { alertAfterPermanentErrorMs, alertAfterWaitingMs, maxStorageMs, webhookTimeoutMs } from "./delivery-policy.ts";

/** What a retry run did with one enquiry, and what it knows about it afterwards. */
export type EnquiryState = {
  outcome: "delivered" | "failed" | "waiting" | "busy" | "gaveUp" | "unreadable" | "storeErrors" | "deferred" | "gone";
  /** From the key (or, for keys without a date, the record). */
  receivedAt?: Date | undefined;
  lastError?: string | undefined;
  permanentErrorSince?: string | undefined;
};

/**
 * `permanent`: a rejected login or a 5xx answer for an hour; `delayed`: an enquiry waiting longer than 24 hours for
 * any other reason. Each is alerted at most once a day, so a password that stays wrong alerts once, not twice.
 */
export type AlertCondition = "permanent" | "delayed" | "test";

/** An alert: counts, ages and error codes, never a name, an address or a message. */
export type Alert = {
  condition: AlertCondition;
  /** Enquiries stored after the run. */
  waiting: number;
  /** Of those, the ones this alert is about. */
  affected: number;
  oldestWaitingHours: number;
  /** When the oldest one is deleted unless it is delivered first. */
  oldestDeletedInHours: number;
  /** How often each last error occurs among the affected ones (`code=EAUTH smtp=535`, `nicht lesbar`). */
  errors: Record<string, number>;
};

const hour = 60 * 60_000;
const stillStored = (state: EnquiryState) => !["delivered", "gaveUp", "gone"].includes(state.outcome);

/** The alert conditions that hold after a run, from what it learnt about every enquiry. */
export function alertConditions(states: readonly EnquiryState[], now: Date): Alert[] {
  const waiting = states.filter(stillStored);
  const permanent = waiting.filter(
    (state) =>
      state.permanentErrorSince !== undefined &&
      now.getTime() - Date.parse(state.permanentErrorSince) >= alertAfterPermanentErrorMs,
  );
  const delayed = waiting.filter(
    (state) =>
      !permanent.includes(state) &&
      state.receivedAt !== undefined &&
      now.getTime() - state.receivedAt.getTime() >= alertAfterWaitingMs,
  );
  const oldest = Math.min(...waiting.map((state) => state.receivedAt?.getTime() ?? now.getTime()));
  const describe = (condition: AlertCondition, affected: EnquiryState[]): Alert => ({
    condition,
    waiting: waiting.length,
    affected: affected.length,
    oldestWaitingHours: Math.floor((now.getTime() - oldest) / hour),
    oldestDeletedInHours: Math.max(0, Math.floor((oldest + maxStorageMs - now.getTime()) / hour)),
    errors: countBy(affected.map(errorOf)),
  });
  return [
    ...(permanent.length > 0 ? [describe("permanent", permanent)] : []),
    ...(delayed.length > 0 ? [describe("delayed", delayed)] : []),
  ];
}

function errorOf(state: EnquiryState): string {
  if (state.outcome === "unreadable") return "nicht lesbar";
  if (state.outcome === "storeErrors") return "Speicher nicht erreichbar";
  return state.lastError ?? "noch kein Fehlversuch";
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The alert `npm run mail:test -- --alarm` sends: the shape of a real one, with made-up counts. */
export function testAlert(): Alert {
  return {
    condition: "test",
    waiting: 1,
    affected: 1,
    oldestWaitingHours: 25,
    oldestDeletedInHours: 143,
    errors: { "code=EAUTH smtp=535": 1 },
  };
}

const enquiries = (count: number) => (count === 1 ? "1 Anfrage" : `${count} Anfragen`);

/** The alert as one German paragraph, for services that show only a text. */
export function alertText(alert: Alert): string {
  const errors = Object.entries(alert.errors)
    .map(([error, count]) => `${error} (${count}×)`)
    .join(", ");
  const situation = {
    permanent: `Der E-Mail-Versand wird seit über einer Stunde dauerhaft abgelehnt: ${errors}. Meist ist das Passwort abgelaufen oder geändert.`,
    delayed: `${enquiries(alert.affected)} ${alert.affected === 1 ? "wartet" : "warten"} länger als 24 Stunden auf Zustellung; letzter Fehler: ${errors}.`,
    test: `Dies ist ein Testalarm von npm run mail:test. So sieht ein echter Alarm aus: letzter Fehler ${errors}.`,
  }[alert.condition];
  return [
    `${siteName()}, Kontaktformular: ${enquiries(alert.waiting)} ${alert.waiting === 1 ? "wartet" : "warten"} auf Zustellung.`,
    situation,
    `Die älteste wartet seit ${alert.oldestWaitingHours} Stunden und wird in ${alert.oldestDeletedInHours} Stunden gelöscht, falls sie bis dahin nicht zugestellt ist.`,
    "Bitte die SMTP-Zugangsdaten prüfen (npm run preflight); npm run mail:export holt die wartenden Anfragen als E-Mail-Dateien.",
  ].join(" ");
}

/**
 * The JSON body: `text` (what Slack, Matrix hookshot, Teams and an ntfy template show) and `title`, then the same
 * facts as fields for anything that reads them.
 */
export function alertBody(alert: Alert): Record<string, unknown> {
  return { title: `${siteName()}: Kontaktanfragen warten`, text: alertText(alert), site: siteName(), ...alert };
}

export type AlertConfig = { ok: true; url: string | undefined } | { ok: false; problem: string };

/** ALERT_WEBHOOK_URL: an https address (plain http only on this machine, for tests); unset means no alerts. */
export function readAlertConfig(env: Record<string, string | undefined>): AlertConfig {
  const raw = env.ALERT_WEBHOOK_URL?.trim();
  if (!raw) return { ok: true, url: undefined };
  const url = URL.parse(raw);
  const loopback = url?.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (url?.protocol !== "https:" && !loopback) {
    return { ok: false, problem: "ALERT_WEBHOOK_URL ist keine https-Adresse" };
  }
  return { ok: true, url: url.href };
}

/** An error whose code names what the webhook answered, never the address (which holds its secret). */
export class AlertDeliveryError extends Error {
  code: string;

  constructor(code: string) {
    super(`Alarm nicht angenommen (${code})`);
    this.name = "AlertDeliveryError";
    this.code = code;
  }
}

/** Posts the alert; throws unless the webhook answers 2xx within a few seconds. Returns the answer's status. */
export async function sendAlert(url: string, alert: Alert): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(alertBody(alert)),
    signal: AbortSignal.timeout(webhookTimeoutMs),
    redirect: "error",
  });
  await response.body?.cancel();
  if (!response.ok) throw new AlertDeliveryError(`HTTP${response.status}`);
  return response.status;
}
