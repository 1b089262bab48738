import { describe, expect, it } from "vitest";
import { readAlertConfig } from "../../netlify/functions/_lib/alert-sending.ts";
import { alertBody, alertConditions, testAlert } from "../../netlify/functions/_lib/delivery-alert.ts";
import {
  alertAfterPermanentErrorMs,
  alertAfterWaitingMs,
  maxStorageMs,
} from "../../netlify/functions/_lib/delivery-policy.ts";
import type { EnquiryState } from "../../netlify/functions/_lib/enquiry-retry.ts";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const hour = 60 * 60_000;

describe("alert conditions", () => {
  it("says nothing while every enquiry is young and failures are temporary or recent", () => {
    const states: EnquiryState[] = [
      { outcome: "failed", receivedAt: ago(alertAfterWaitingMs - 1), lastError: "code=ECONNECTION smtp=-" },
      {
        outcome: "waiting",
        receivedAt: ago(hour),
        lastError: "code=EAUTH smtp=535",
        permanentErrorSince: ago(alertAfterPermanentErrorMs - 1).toISOString(),
      },
      { outcome: "delivered" },
      { outcome: "gaveUp" },
    ];
    expect(alertConditions(states, now)).toEqual([]);
  });

  it("alerts once for a permanent error lasting an hour, also after 24 hours, never as a second condition", () => {
    const rejected = (receivedAgo: number): EnquiryState => ({
      outcome: "failed",
      receivedAt: ago(receivedAgo),
      lastError: "code=EAUTH smtp=535",
      permanentErrorSince: ago(alertAfterPermanentErrorMs).toISOString(),
    });
    const alerts = alertConditions([rejected(25 * hour), rejected(2 * hour), { outcome: "delivered" }], now);
    expect(alerts).toEqual([
      {
        condition: "permanent",
        waiting: 2,
        affected: 2,
        oldestWaitingHours: 25,
        oldestDeletedInHours: maxStorageMs / hour - 25,
        errors: { "code=EAUTH smtp=535": 2 },
      },
    ]);
  });

  it("alerts for enquiries waiting longer than 24 hours for any other reason, unreadable ones included", () => {
    const alerts = alertConditions(
      [
        { outcome: "unreadable", receivedAt: ago(alertAfterWaitingMs) },
        { outcome: "waiting", receivedAt: ago(alertAfterWaitingMs + hour), lastError: "code=ETIMEDOUT smtp=-" },
        { outcome: "waiting", receivedAt: ago(hour), lastError: "code=ETIMEDOUT smtp=-" },
      ],
      now,
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        condition: "delayed",
        waiting: 3,
        affected: 2,
        oldestWaitingHours: 25,
        errors: { "nicht lesbar": 1, "code=ETIMEDOUT smtp=-": 1 },
      }),
    ]);
  });
});

describe("the alert's body", () => {
  it("has a German text and title for chat services, and the facts as fields", () => {
    const body = alertBody(testAlert);
    expect(body).toMatchObject({ condition: "test", waiting: 1, errors: { "code=EAUTH smtp=535": 1 } });
    expect(body.text).toEqual(expect.stringContaining("1 Anfrage wartet auf Zustellung"));
    expect(body.text).toEqual(expect.stringContaining("npm run mail:export"));
    expect(body.title).toEqual(expect.any(String));
  });
});

describe("ALERT_WEBHOOK_URL", () => {
  it.each([
    [undefined, { ok: true, url: undefined }],
    ["  ", { ok: true, url: undefined }],
    ["https://hooks.slack.com/services/T/B/x", { ok: true, url: "https://hooks.slack.com/services/T/B/x" }],
    ["https://ntfy.sh/hausboot?tpl=1&m={{.text}}", { ok: true, url: "https://ntfy.sh/hausboot?tpl=1&m={{.text}}" }],
    ["http://127.0.0.1:8080/alarm", { ok: true, url: "http://127.0.0.1:8080/alarm" }],
    ["http://hooks.example.org/alarm", { ok: false, problem: "ALERT_WEBHOOK_URL ist keine https-Adresse" }],
    ["hooks.slack.com/services", { ok: false, problem: "ALERT_WEBHOOK_URL ist keine https-Adresse" }],
  ])("%s", (value, expected) => {
    expect(readAlertConfig({ ALERT_WEBHOOK_URL: value })).toEqual(expected);
  });
});
