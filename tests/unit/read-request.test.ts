import { describe, expect, it } from "vitest";
import { maxBodyBytes, readContactRequest } from "../../netlify/functions/_lib/read-request.ts";

// The early checks (header before reading, limit while streaming), measured by how much of the body was pulled.
function streamingRequest(
  headers: Record<string, string>,
  chunks: Uint8Array[],
  endless = false,
): { request: Request; pulled: () => number } {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      const chunk = chunks[pulls - 1];
      if (chunk) controller.enqueue(chunk);
      else if (!endless) controller.close();
    },
  });
  const request = new Request("http://localhost/api/send-contact-email", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulls };
}

describe("readContactRequest", () => {
  it("answers too-large from Content-Length before reading a body that never ends", async () => {
    const { request, pulled } = streamingRequest(
      { "content-type": "application/json", "content-length": String(maxBodyBytes + 1) },
      [],
      true,
    );
    await expect(readContactRequest(request)).resolves.toEqual({ ok: false, reason: "too-large" });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const chunk = new Uint8Array(4096).fill(0x20);
    const { request, pulled } = streamingRequest(
      { "content-type": "application/json" },
      Array.from({ length: 100 }, () => chunk),
    );
    await expect(readContactRequest(request)).resolves.toEqual({ ok: false, reason: "too-large" });
    expect(pulled()).toBeLessThan(10);
  });

  it("checks the content type before anything else", async () => {
    const { request } = streamingRequest({ "content-type": "text/plain", "content-length": "999999" }, [], true);
    await expect(readContactRequest(request)).resolves.toEqual({ ok: false, reason: "unsupported-type" });
  });

  it.each(["application/json", "Application/JSON; charset=UTF-8"])("accepts %s", async (type) => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": type },
      body: '{"name":"Jürgen"}',
    });
    await expect(readContactRequest(request)).resolves.toEqual({
      ok: true,
      format: "json",
      fields: { name: "Jürgen" },
    });
  });

  it("reads urlencoded form posts as UTF-8", async () => {
    const body = new URLSearchParams({ name: "Jürgen Größe", website: "" }).toString();
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body,
    });
    await expect(readContactRequest(request)).resolves.toEqual({
      ok: true,
      format: "form",
      fields: { name: "Jürgen Größe", website: "" },
    });
  });

  const post = (type: string, body: BodyInit) =>
    readContactRequest(new Request("http://localhost/", { method: "POST", headers: { "content-type": type }, body }));

  it("parses forms as browsers encode them: + for spaces, percent escapes, the last of repeated names", async () => {
    const body = "name=Anna+Berg&message=50%25+%26+mehr%3D%3F&flag&a=1&a=2&broken=%zz%4";
    await expect(post("application/x-www-form-urlencoded", body)).resolves.toEqual({
      ok: true,
      format: "form",
      fields: { name: "Anna Berg", message: "50% & mehr=?", flag: "", a: "2", broken: "%zz%4" },
    });
  });

  it.each([
    ["a form", 'application/x-www-form-urlencoded;charset="UTF-8"', "name=M%C3%A4x", "form"],
    ["JSON", "application/json; charset=utf8", '{"name":"Mäx"}', "json"],
  ] as const)("reads %s declared UTF-8 by any of its labels", async (_label, type, body, format) => {
    await expect(post(type, body)).resolves.toEqual({ ok: true, format, fields: { name: "Mäx" } });
  });

  it("reads a form's percent escape that is not UTF-8 as U+FFFD, as the URL Standard does", async () => {
    await expect(post("application/x-www-form-urlencoded", "name=M%E4x")).resolves.toEqual({
      ok: true,
      format: "form",
      fields: { name: "M\uFFFDx" },
    });
  });

  it.each([
    ["a form in ISO-8859-1", "application/x-www-form-urlencoded; charset=ISO-8859-1", "name=M%E4x"],
    ["a form in windows-1252 (quoted)", 'application/x-www-form-urlencoded;charset="windows-1252"', "name=M%E4x"],
    ["JSON declared ISO-8859-1", "application/json; charset=iso-8859-1", Buffer.from('{"name":"Mäx"}', "latin1")],
    ["JSON in Latin-1 without a charset", "application/json", Buffer.from('{"name":"Mäx"}', "latin1")],
    [
      "JSON declared UTF-8 with a Latin-1 byte",
      "application/json; charset=utf-8",
      Buffer.from('{"name":"Mäx"}', "latin1"),
    ],
    ["an unknown charset", "application/json; charset=klingon", "{}"],
  ] as const)(
    "refuses %s: only UTF-8 is read, and bytes that are not UTF-8 never turn into U+FFFD",
    async (_label, type, body) => {
      await expect(post(type, body)).resolves.toEqual({ ok: false, reason: "unsupported-charset" });
    },
  );
});
