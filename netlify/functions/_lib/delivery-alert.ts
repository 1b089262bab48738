import { maxStoredDays } from "../../../src/contact-form/delivery.ts";
import {
  alertAfterPermanentErrorMs,
  alertAfterWaitingMs,
  hour,
  isStoreAlertRun,
  maxStorageMs,
} from "./delivery-policy.ts";
import type { EnquiryState } from "./enquiry-retry.ts";
import { siteName } from "./site-and-owner.ts";

/**
 * `permanent`: a rejected login or a 5xx answer for an hour; `delayed`: an enquiry waiting longer than 24 hours for
 * any other reason. Each is alerted at most once a day, so a password that stays wrong alerts once, not twice.
 */
export type WaitingAlert = {
  condition: "permanent" | "delayed" | "test";
  waiting: number;
  affected: number;
  oldestWaitingHours: number;
  oldestDeletedInHours: number;
  errors: Record<string, number>;
};

/**
 * `store`: a run could not list the store or trust its clock, so it delivered and deleted nothing; or the store refused
 * requests for waiting enquiries (counted in the 07:00 UTC run, `isStoreAlertRun`), or refused to delete enquiries
 * older than `maxStoredDays` (`overdue`, in any run).
 */
export type StoreAlert = { condition: "store"; errors: Record<string, number>; overdue?: number };

/** An alert: counts, ages and error codes, never a name, an address or a message. */
export type Alert = WaitingAlert | StoreAlert;

const stillStored = (state: EnquiryState) => !["delivered", "gaveUp", "gone"].includes(state.outcome);

export function alertConditions(states: readonly EnquiryState[], now: Date): Alert[] {
  const overdue = states.filter((state) => state.outcome === "overdue");
  const refused = isStoreAlertRun(now) ? states.filter((state) => state.outcome === "storeErrors") : [];
  const storeFaults = [...overdue, ...refused];
  const store: StoreAlert[] =
    storeFaults.length > 0
      ? [
          {
            condition: "store",
            errors: countBy(storeFaults, (state) => state.storeError ?? "unbekannt"),
            overdue: overdue.length,
          },
        ]
      : [];
  return [...waitingConditions(states, now), ...store];
}

function waitingConditions(states: readonly EnquiryState[], now: Date): WaitingAlert[] {
  const waiting = states.filter(stillStored);
  const age = (since: Date | string | undefined) => (since ? now.getTime() - new Date(since).getTime() : 0);
  const permanent = waiting.filter((state) => age(state.permanentErrorSince) >= alertAfterPermanentErrorMs);
  const delayed = waiting.filter((state) => !permanent.includes(state) && age(state.receivedAt) >= alertAfterWaitingMs);
  const oldest = Math.min(...waiting.map((state) => state.receivedAt?.getTime() ?? now.getTime()));
  const describe = (condition: WaitingAlert["condition"], affected: EnquiryState[]): WaitingAlert => ({
    condition,
    waiting: waiting.length,
    affected: affected.length,
    oldestWaitingHours: Math.floor((now.getTime() - oldest) / hour),
    oldestDeletedInHours: Math.max(0, Math.floor((oldest + maxStorageMs - now.getTime()) / hour)),
    errors: countBy(affected, errorOf),
  });
  return [describe("permanent", permanent), describe("delayed", delayed)].filter((alert) => alert.affected > 0);
}

const countBy = (states: readonly EnquiryState[], error: (state: EnquiryState) => string) =>
  Object.fromEntries(Object.entries(Object.groupBy(states, error)).map(([code, group]) => [code, group!.length]));

function errorOf(state: EnquiryState): string {
  if (state.outcome === "unreadable") return "nicht lesbar";
  if (state.outcome === "storeErrors") return "Speicher nicht erreichbar";
  return state.lastError ?? "noch kein Fehlversuch";
}

/** The alert `npm run mail:test -- --alarm` sends: the shape of a real one, with made-up counts. */
export const testAlert: WaitingAlert = {
  condition: "test",
  waiting: 1,
  affected: 1,
  oldestWaitingHours: 25,
  oldestDeletedInHours: 143,
  errors: { "code=EAUTH smtp=535": 1 },
};

const enquiries = (count: number) => (count === 1 ? "1 Anfrage" : `${count} Anfragen`);

/** The alert as one German paragraph, for services that show only a text. */
function alertText(alert: Alert): string {
  const errors = Object.entries(alert.errors)
    .map(([error, count]) => `${error} (${count}×)`)
    .join(", ");
  if (alert.condition === "store") {
    return [
      `${siteName}, Kontaktformular: Der Speicher der wartenden Anfragen lässt sich nicht nutzen (${Object.keys(alert.errors).join(", ")}).`,
      "Solange das so ist, stellt die Website keine wartende Anfrage zu und löscht keine.",
      ...(alert.overdue
        ? [
            `${enquiries(alert.overdue)} ${alert.overdue === 1 ? "ist" : "sind"} älter als ${maxStoredDays} Tage und ${alert.overdue === 1 ? "ließ" : "ließen"} sich nicht löschen, wie es die Datenschutzerklärung zusagt.`,
          ]
        : []),
      "Diese Meldung kommt einmal am Tag, solange der Fehler besteht. Bitte den Status von Netlify prüfen (netlifystatus.com) und bei Netlify unter Logs → Functions die Läufe von retry-contact-email ansehen.",
    ].join(" ");
  }
  const situation = {
    permanent: `Der E-Mail-Versand wird seit über einer Stunde dauerhaft abgelehnt: ${errors}. Meist ist das Passwort abgelaufen oder geändert.`,
    delayed: `${enquiries(alert.affected)} ${alert.affected === 1 ? "wartet" : "warten"} länger als 24 Stunden auf Zustellung; letzter Fehler: ${errors}.`,
    test: `Dies ist ein Testalarm von npm run mail:test. So sieht ein echter Alarm aus: letzter Fehler ${errors}.`,
  }[alert.condition];
  return [
    `${siteName}, Kontaktformular: ${enquiries(alert.waiting)} ${alert.waiting === 1 ? "wartet" : "warten"} auf Zustellung.`,
    situation,
    `Die älteste wartet seit ${alert.oldestWaitingHours} Stunden und wird in ${alert.oldestDeletedInHours} Stunden gelöscht, falls sie bis dahin nicht zugestellt ist.`,
    "Bitte die SMTP-Zugangsdaten prüfen (npm run preflight); npm run mail:export holt die wartenden Anfragen als E-Mail-Dateien.",
  ].join(" ");
}

/** `text` is what Slack, Matrix hookshot, Teams and an ntfy template show; the fields for anything that reads them. */
export function alertBody(alert: Alert): Record<string, unknown> {
  const title = alert.condition === "store" ? "Speicher der Kontaktanfragen gestört" : "Kontaktanfragen warten";
  return { title: `${siteName}: ${title}`, text: alertText(alert), site: siteName, ...alert };
}
