import { describe, expect, it } from "vitest";
import { contactFieldSpecs, contactFieldSpecsIn } from "../../src/contact-form/field-specs.ts";
import { fieldErrorsFrom } from "../../src/contact-form/rules.ts";
import { contactFormSchema, validateContact } from "../../src/contact-form/schema.ts";

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
      expect(errorsFor({ name }).name).toBe(contactFieldSpecs.name.messages.required);
    });

    it("accepts 1 and 100 characters after trim", () => {
      expect(errorsFor({ name: " A " }).name).toBeUndefined();
      expect(errorsFor({ name: ` ${"a".repeat(100)} ` }).name).toBeUndefined();
    });

    it("rejects 101 characters", () => {
      expect(errorsFor({ name: "a".repeat(101) }).name).toBe(contactFieldSpecs.name.messages.tooLong);
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
      expect(errorsFor({ name }).name).toBe(contactFieldSpecs.name.messages.controlCharacters);
    });

    it.each([
      ["encoded word (Q)", "=?utf-8?q?X=0D=0ABcc:_a@evil.com?="],
      ["encoded word (B)", "=?utf-8?b?QWRtaW4gPGFkbWluQGJhbmsuZGU+?="],
      ["encoded word inside", "Max =?iso-8859-1?q?M=FCller?="],
      ["right-to-left override", "abc\u202egnp.exe"],
      ["left-to-right embedding", "\u202aMax"],
      ["zero-width space", "Max\u200bMustermann"],
      ["zero-width joiner", "Max\u200dMustermann"],
      ["soft hyphen", "Max\u00adMustermann"],
      ["byte order mark inside", "Max\ufeffMustermann"],
      ["bidi isolate", "Max\u2066x\u2069"],
      ["a Hangul filler that shows as nothing", "\u3164"],
      ["a Hangul choseong filler inside", "Max\u115fMustermann"],
      ["a halfwidth Hangul filler", "Max\uffa0"],
      ["a variation selector", "Max\ufe0f"],
      ["a run of blank Braille patterns", "\u2800\u2800\u2800"],
      ["one blank Braille pattern as a space", "Max\u2800Mustermann"],
      ["private-use characters, which show as nothing or as anything", "\ue000\ue000"],
      ["a private-use character beside letters", "Max\uf8ffMustermann"],
    ])("rejects %s in the name with the German message", (_label, name) => {
      expect(errorsFor({ name }).name).toBe(contactFieldSpecs.name.messages.unusualCharacters);
    });

    it.each([
      ["an address in angle brackets", "Sparkasse Kundenservice <sicherheit@sparkasse.de>"],
      ["a bare address", "info@hausboot-werder.de"],
      ["quotes", 'Eve" Mallory'],
      ["an angle bracket", "Max > Moritz"],
      ["full-width look-alikes of < @ >", "Sparkasse ＜sicherheit＠sparkasse.de＞"],
      ["the small commercial at", "sicherheit﹫sparkasse.de"],
      ["a full-width quotation mark", "Eve＂ Mallory"],
    ])("rejects %s in the name: it would let the name pose as a sender", (_label, name) => {
      expect(errorsFor({ name }).name).toBe(contactFieldSpecs.name.messages.addressCharacters);
    });

    it.each([
      "Jean-Luc O'Neill",
      "Dr. Anna Müller-Lüdenscheidt",
      "Łukasz Żółć",
      "Ἀθηνᾶ",
      "Max =? Mustermann",
      "José (Pepe) García, Jr.",
    ])("accepts the name %s", (name) => {
      expect(errorsFor({ name }).name).toBeUndefined();
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
      expect(errorsFor({ email }).email).toBe(contactFieldSpecs.email.messages.invalid);
    });

    it("accepts 64 characters before the @ and rejects 65 with its own message", () => {
      expect(errorsFor({ email: `${"a".repeat(64)}@example.de` }).email).toBeUndefined();
      expect(errorsFor({ email: `${"a".repeat(65)}@example.de` }).email).toBe(
        contactFieldSpecs.email.messages.localPartTooLong,
      );
    });

    it.each([
      ["name@bücher.de", "name@xn--bcher-kva.de"],
      ["max@Straße.example", "max@xn--strae-oqa.example"],
      ["ivan@пример.рф", "ivan@xn--e1afmkfd.xn--p1ai"],
      ["anna@Example.DE", "anna@example.de"],
      ["already@xn--bcher-kva.de", "already@xn--bcher-kva.de"],
    ])("accepts the internationalised domain %s and returns it as punycode", (email, ascii) => {
      const result = validateContact({ ...valid, email });
      expect(result.ok && result.data.email).toBe(ascii);
    });

    it.each([
      ["percent-encoded domain", "a@%41.de"],
      ["non-ASCII local part", "jürgen@example.de"],
      ["domain with a trailing dot", "a@example.de."],
      ["IP address", "a@192.168.0.1"],
      ["underscore in the domain", "a@exa_mple.de"],
      ["label starting with a hyphen", "a@-example.de"],
      ["ideographic full stop", "a@example\u3002de"],
    ])("rejects %s", (_label, email) => {
      expect(errorsFor({ email }).email).toBe(contactFieldSpecs.email.messages.invalid);
    });

    it("accepts exactly 255 characters", () => {
      const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.de`;
      expect(email).toHaveLength(255);
      expect(errorsFor({ email }).email).toBeUndefined();
    });

    // The limit holds for the address as the mail carries it: an internationalised domain grows in punycode.
    describe("counted after the conversion to punycode", () => {
      const withDomainPadding = (padding: number) =>
        `${"a".repeat(64)}@${"bücher.".repeat(9)}${"x".repeat(padding)}.de`;
      const asciiLength = (address: string) => {
        const at = address.lastIndexOf("@");
        return at + 1 + new URL(`http://${address.slice(at + 1)}/`).hostname.length;
      };

      it("accepts an address of 255 characters in punycode (192 as typed)", () => {
        const email = withDomainPadding(61);
        expect([email.length, asciiLength(email)]).toEqual([192, 255]);
        const result = validateContact({ ...valid, email });
        expect(result.ok && result.data.email.length).toBe(255);
      });

      it("rejects one of 256 characters in punycode (193 as typed) with the length message", () => {
        const email = withDomainPadding(62);
        expect([email.length, asciiLength(email)]).toEqual([193, 256]);
        expect(errorsFor({ email }).email).toBe(contactFieldSpecs.email.messages.tooLong);
      });

      it("rejects a Japanese address of 143 characters that is 303 in punycode", () => {
        const label = "漢字仮名交じり文日本語ドメイン名東京";
        const email = `${"a".repeat(64)}@${[label, label, label, label].join(".")}.jp`;
        expect([email.length, asciiLength(email)]).toEqual([143, 303]);
        expect(errorsFor({ email }).email).toBe(contactFieldSpecs.email.messages.tooLong);
      });
    });

    it("rejects 256 characters with the length message", () => {
      const email = `${"a".repeat(64)}.${"b".repeat(180)}@example.de`;
      expect(email).toHaveLength(256);
      expect(errorsFor({ email }).email).toBe(contactFieldSpecs.email.messages.tooLong);
    });
  });

  describe("message", () => {
    it("rejects 9 characters after trim", () => {
      expect(errorsFor({ message: `  ${"x".repeat(9)}  ` }).message).toBe(contactFieldSpecs.message.messages.tooShort);
    });

    it("accepts 10 and 1000 characters", () => {
      expect(errorsFor({ message: "x".repeat(10) }).message).toBeUndefined();
      expect(errorsFor({ message: ` ${"x".repeat(1000)}\n` }).message).toBeUndefined();
    });

    it("rejects 1001 characters", () => {
      expect(errorsFor({ message: "x".repeat(1001) }).message).toBe(contactFieldSpecs.message.messages.tooLong);
    });

    it("rejects a missing message", () => {
      expect(errorsFor({ message: undefined }).message).toBe(contactFieldSpecs.message.messages.tooShort);
    });

    it("keeps line breaks inside the message", () => {
      const result = validateContact({ ...valid, message: "Zeile eins\nZeile zwei" });
      expect(result.ok && result.data.message).toBe("Zeile eins\nZeile zwei");
    });
  });

  describe("fieldErrorsFrom", () => {
    it("returns the first message per field only", () => {
      const result = contactFormSchema.safeParse({ name: "", email: "x", message: "" });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.error.issues.length).toBeGreaterThanOrEqual(3);
      expect(fieldErrorsFrom(result.error)).toEqual({
        name: contactFieldSpecs.name.messages.required,
        email: contactFieldSpecs.email.messages.invalid,
        message: contactFieldSpecs.message.messages.tooShort,
      });
    });

    it("leaves valid fields out", () => {
      expect(errorsFor({ email: "kaputt" })).toEqual({ email: contactFieldSpecs.email.messages.invalid });
    });
  });
});

describe("contact schema in English", () => {
  const english = { name: "Jane O'Neill", email: "jane@example.com", message: "Is the boat still for sale?" };
  const englishErrorsFor = (input: Record<string, unknown>) => {
    const result = validateContact({ ...english, ...input }, "en");
    return result.ok ? {} : result.errors;
  };

  it.each([
    ["an empty name", { name: "  " }, { name: "Please enter your name" }],
    ["a name of 101 characters", { name: "a".repeat(101) }, { name: "Your name may be at most 100 characters long" }],
    ["a tab in the name", { name: "Jane\tDoe" }, { name: "Your name must not contain control characters" }],
    [
      "a zero-width space in the name",
      { name: "Jane\u200bDoe" },
      { name: "Please use only letters, digits and common punctuation" },
    ],
    [
      "an address in the name",
      { name: "Bank <info@bank.de>" },
      { name: 'Please enter only your name, without an email address and without the characters < > @ "' },
    ],
    ["an invalid address", { email: "no-address" }, { email: "Please enter a valid email address" }],
    [
      "65 characters before the @",
      { email: `${"a".repeat(65)}@example.com` },
      { email: "At most 64 characters may come before the @" },
    ],
    [
      "an address of 256 characters",
      { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.de` },
      { email: "Your email address may be at most 255 characters long" },
    ],
    [
      "a message of 9 characters",
      { message: "too short" },
      { message: "Your message should be at least 10 characters long" },
    ],
    [
      "a message of 1001 characters",
      { message: "x".repeat(1001) },
      { message: "Your message may be at most 1,000 characters long" },
    ],
  ])("refuses %s with the English message", (_label, input, expected) => {
    expect(englishErrorsFor(input)).toEqual(expected);
  });

  it("applies the same rules in both languages: each refusal names the same fields", () => {
    const inputs = [
      { name: "", email: "x", message: "" },
      { name: "Anna\u2028Berg" },
      { email: "anna@bücher.de" },
      { message: `  ${"x".repeat(10)}  ` },
      { name: "Ａnna ＜a＠b.de＞" },
    ];
    for (const input of inputs) {
      const german = validateContact({ ...english, ...input });
      const inEnglish = validateContact({ ...english, ...input }, "en");
      expect(inEnglish.ok, JSON.stringify(input)).toBe(german.ok);
      if (!german.ok && !inEnglish.ok) expect(Object.keys(inEnglish.errors)).toEqual(Object.keys(german.errors));
      if (german.ok && inEnglish.ok) expect(inEnglish.data).toEqual(german.data);
    }
  });

  it("keeps German as the default, word for word", () => {
    expect(validateContact({ ...english, name: "" })).toEqual({
      ok: false,
      errors: { name: "Bitte geben Sie Ihren Namen ein" },
    });
  });

  it("has an English word for every German message and no German one left", () => {
    for (const field of ["name", "email", "message"] as const) {
      const german = contactFieldSpecs[field].messages as Record<string, string>;
      const inEnglish = contactFieldSpecsIn("en")[field].messages as Record<string, string>;
      expect(Object.keys(inEnglish)).toEqual(Object.keys(german));
      for (const key of Object.keys(german)) expect(inEnglish[key], `${field}.${key}`).not.toBe(german[key]);
    }
  });
});
