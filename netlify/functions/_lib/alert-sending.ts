import { alertBody, type Alert } from "./delivery-alert.ts";
import {
  alertIntervalMs,
  isStoreAlertRun,
  leaseTimeoutMs,
  minute,
  storeAlertHourUtc,
  webhookTimeoutMs,
} from "./delivery-policy.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { codedError, errorCode } from "./error-code.ts";

type AlertConfig = { ok: true; url: string | undefined } | { ok: false; problem: string };

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

/** Throws unless the webhook answers 2xx in time, with a code naming the answer, never the (secret) address. */
export async function postAlert(url: string, alert: Alert): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(alertBody(alert)),
    signal: AbortSignal.timeout(webhookTimeoutMs),
    redirect: "error",
  });
  await response.body?.cancel();
  if (!response.ok) throw codedError("Alarm nicht angenommen", `HTTP${response.status}`);
  return response.status;
}

type AlertMark = { sentAt?: string; claimedAt?: string };
type AlertMarks = Partial<Record<Alert["condition"], Awaited<ReturnType<EnquiryStore["readMark"]>>>>;

// Read beside the listing, so one store request claims an alert at the end. A mark not as this code writes it (an
// unreadable time compares as long ago) makes its alert due.
export async function readAlertMarks(store: EnquiryStore): Promise<AlertMarks> {
  const [permanent, delayed, storeFault] = await Promise.all(
    (["permanent", "delayed", "store"] as const).map((condition) => store.readMark(condition)),
  );
  return { permanent, delayed, store: storeFault };
}

export type AlertSending = {
  store: EnquiryStore;
  url: string | undefined;
  marks: AlertMarks;
  now: () => Date;
  log: (line: string) => void;
};

// True when it went out or was not due. The claim is a conditional write (of several runs, one wins), confirmed after
// the post or released when it failed; a run stopped in between leaves a claim that runs out after `leaseTimeoutMs`.
// A store that refuses the claim (it may answer reads and refuse every write) cannot count the days: the run at
// `storeAlertHourUtc` then posts the alert without a mark, as for a store it cannot read.
export async function sendOnceADay(alert: Alert, { store, url, marks, now, log }: AlertSending): Promise<boolean> {
  if (!url) {
    log(`Alarm „${alert.condition}“ fällig, aber ALERT_WEBHOOK_URL ist nicht gesetzt`);
    return false;
  }
  const read = marks[alert.condition];
  const mark = (read?.mark ?? {}) as AlertMark;
  const etag = read?.etag;
  const since = (time: unknown) => (typeof time === "string" ? now().getTime() - Date.parse(time) : Infinity);
  if (since(mark.sentAt) < alertIntervalMs || since(mark.claimedAt) < leaseTimeoutMs) return true;
  const claim = await store.writeMark(alert.condition, { ...mark, claimedAt: now().toISOString() }, etag).then(
    (claimed) => ({ claimed }),
    (error: unknown) => ({ refused: `code=${errorCode(error)}` }),
  );
  if ("refused" in claim) {
    if (!isStoreAlertRun(now())) {
      log(
        `Alarm „${alert.condition}“ nicht gesendet: Vermerk abgelehnt ${claim.refused}; der Lauf um ${storeAlertHourUtc}:00 UTC sendet ihn ohne Vermerk`,
      );
      return false;
    }
    return postUnmarked(url, alert, log, ` ohne Vermerk gesendet: Vermerk abgelehnt ${claim.refused}`);
  }
  const { claimed } = claim;
  if (claimed === undefined) return true;
  try {
    await postAlert(url, alert).catch(async (error: unknown) => {
      const released = mark.sentAt ? { sentAt: mark.sentAt } : {};
      await store.writeMark(alert.condition, released, claimed).catch(() => undefined);
      throw error;
    });
    log(`Alarm „${alert.condition}“ gesendet`);
    await store.writeMark(alert.condition, { sentAt: now().toISOString() }, claimed).catch((error: unknown) => {
      log(
        `Alarm „${alert.condition}“ nicht vermerkt code=${errorCode(error)}: kommt in ${leaseTimeoutMs / minute} Minuten womöglich noch einmal`,
      );
    });
    return true;
  } catch (error) {
    log(`Alarm „${alert.condition}“ nicht gesendet code=${errorCode(error)}`);
    return false;
  }
}

/** The store could not be used: no mark can count the days there, so one run a day (`storeAlertHourUtc`) says so. */
export async function sendStoreAlert(problem: string, { url, now, log }: Omit<AlertSending, "store" | "marks">) {
  if (!isStoreAlertRun(now())) return;
  if (!url) return log("Alarm „store“ fällig, aber ALERT_WEBHOOK_URL ist nicht gesetzt");
  await postUnmarked(url, { condition: "store", errors: { [problem]: 1 } }, log, " gesendet");
}

/** Posts an alert no mark counts; true when it went out. */
const postUnmarked = (url: string, alert: Alert, log: (line: string) => void, sent: string) =>
  postAlert(url, alert).then(
    () => (log(`Alarm „${alert.condition}“${sent}`), true),
    (error: unknown) => (log(`Alarm „${alert.condition}“ nicht gesendet code=${errorCode(error)}`), false),
  );
