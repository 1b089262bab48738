import { describe, expect, it } from "vitest";
import { composeContactMail } from "../../netlify/functions/_lib/contact-mail.ts";
import { newEnquiry, readStoredEnquiry } from "../../netlify/functions/_lib/stored-enquiry.ts";

const fields = { name: "Jane O'Neill", email: "jane@example.com", message: "Is the boat still for sale?" };
const addresses = { from: "formular@example.de", to: "owner@example.de" };

describe("the owner's mail names the visitor's language", () => {
  it("says an English enquiry came in English, also when the retry sends it from the store", () => {
    const stored = newEnquiry(fields, new Date("2026-11-27T10:00:00Z"), "example.de", "en");
    const reading = readStoredEnquiry(JSON.stringify(stored), stored.id);
    if (reading.kind !== "enquiry") throw new Error(reading.kind);

    const mail = composeContactMail(reading.enquiry, addresses, true);
    expect(mail.subject).toBe("Neue Anfrage zum Hausboot von Jane O'Neill (auf Englisch)");
    expect(mail.text).toContain("Geschrieben über die englische Fassung der Seite: bitte auf Englisch antworten.");
  });

  it("says nothing about the language for a German enquiry or one stored before languages existed", () => {
    const german = newEnquiry(fields, new Date("2026-11-27T10:00:00Z"), "example.de");
    expect(german).not.toHaveProperty("language");
    const mail = composeContactMail(german, addresses);
    expect(mail.subject).toBe("Neue Anfrage zum Hausboot von Jane O'Neill");
    expect(mail.text).not.toContain("antworten");
  });
});
