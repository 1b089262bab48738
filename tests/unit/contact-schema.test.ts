import { describe, expect, it } from "vitest";
import { contactMessages, contactSchema, fieldErrorsFrom, validateContact } from "../../src/contact/schema.ts";

const valid = { name: "Jürgen Größe", email: "juergen@example.de", message: "Schöne Grüße vom See!" };

function errorsFor(input: Record<string, unknown>) {
  const result = validateContact({ ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe("contact schema", () => {
  it("accepts a valid message and keeps umlauts", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
  });

  it("trims every field before checking and returns the trimmed values", () => {
    const result = validateContact({
      name: "  Anna \t",
      email: " anna@example.de\n",
      message: "\n  Hallo Anna, ich bin interessiert.  ",
    });
    expect(result).toEqual({
      ok: true,
      data: { name: "Anna", email: "anna@example.de", message: "Hallo Anna, ich bin interessiert." },
    });
  });

  describe("name", () => {
    it.each([
      ["empty", ""],
      ["only whitespace (0 characters after trim)", "   \t  "],
      ["missing", undefined],
      ["not a string", 42],
    ])("is required: %s", (_label, name) => {
      expect(errorsFor({ name }).name).toBe(contactMessages.nameRequired);
    });

    it("accepts 1 and 100 characters after trim", () => {
      expect(errorsFor({ name: " A " }).name).toBeUndefined();
      expect(errorsFor({ name: ` ${"a".repeat(100)} ` }).name).toBeUndefined();
    });

    it("rejects 101 characters", () => {
      expect(errorsFor({ name: "a".repeat(101) }).name).toBe(contactMessages.nameTooLong);
    });

    it.each([
      ["LF", "Max\nMustermann"],
      ["CR LF", "Max\r\nBcc: victim@example.com"],
      ["tab", "Max\tMustermann"],
      ["NUL", "Max\u0000"],
      ["DEL", "Max\u007fM"],
      ["C1 NEL", "Max\u0085Mustermann"],
      ["line separator", "Max\u2028Mustermann"],
    ])("rejects control characters inside the name: %s", (_label, name) => {
      expect(errorsFor({ name }).name).toBe(contactMessages.nameControlCharacters);
    });
  });

  describe("email", () => {
    it.each([
      ["empty", ""],
      ["missing", undefined],
      ["no @", "juergen.example.de"],
      ["no domain", "juergen@"],
      ["no top-level domain", "juergen@localhost"],
      ["whitespace inside", "juer gen@example.de"],
      ["display name", "Jürgen <juergen@example.de>"],
      ["angle brackets", "<juergen@example.de>"],
      ["comma list", "a@example.de, b@example.de"],
      ["semicolon list", "a@example.de;b@example.de"],
      ["two @", "a@b@example.de"],
      ["header injection", "a@example.de\r\nBcc: victim@example.com"],
    ])("rejects %s", (_label, email) => {
      expect(errorsFor({ email }).email).toBe(contactMessages.emailInvalid);
    });

    it("accepts exactly 255 characters", () => {
      const email = `${"a".repeat(64)}.${"b".repeat(179)}@example.de`;
      expect(email).toHaveLength(255);
      expect(errorsFor({ email }).email).toBeUndefined();
    });

    it("rejects 256 characters with the length message", () => {
      const email = `${"a".repeat(64)}.${"b".repeat(180)}@example.de`;
      expect(email).toHaveLength(256);
      expect(errorsFor({ email }).email).toBe(contactMessages.emailTooLong);
    });
  });

  describe("message", () => {
    it("rejects 9 characters after trim", () => {
      expect(errorsFor({ message: `  ${"x".repeat(9)}  ` }).message).toBe(contactMessages.messageTooShort);
    });

    it("accepts 10 and 1000 characters", () => {
      expect(errorsFor({ message: "x".repeat(10) }).message).toBeUndefined();
      expect(errorsFor({ message: ` ${"x".repeat(1000)}\n` }).message).toBeUndefined();
    });

    it("rejects 1001 characters", () => {
      expect(errorsFor({ message: "x".repeat(1001) }).message).toBe(contactMessages.messageTooLong);
    });

    it("rejects a missing message", () => {
      expect(errorsFor({ message: undefined }).message).toBe(contactMessages.messageTooShort);
    });

    it("keeps line breaks inside the message", () => {
      const result = validateContact({ ...valid, message: "Zeile eins\nZeile zwei" });
      expect(result.ok && result.data.message).toBe("Zeile eins\nZeile zwei");
    });
  });

  describe("fieldErrorsFrom", () => {
    it("returns the first message per field only", () => {
      const result = contactSchema.safeParse({ name: "", email: "x", message: "" });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.error.issues.length).toBeGreaterThanOrEqual(3);
      expect(fieldErrorsFrom(result.error)).toEqual({
        name: contactMessages.nameRequired,
        email: contactMessages.emailInvalid,
        message: contactMessages.messageTooShort,
      });
    });

    it("leaves valid fields out", () => {
      expect(errorsFor({ email: "kaputt" })).toEqual({ email: contactMessages.emailInvalid });
    });
  });
});
