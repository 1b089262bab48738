import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import selfsigned from "selfsigned";

export type TestCertificate = {
  key: string;
  cert: string;
  /** The certificate as a PEM file, for `NODE_EXTRA_CA_CERTS` in a child process that should trust it. */
  certFile: string;
  /** Deletes the PEM file's folder. */
  remove(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1, valid for a day, so a test server can speak real TLS. */
export async function createTestCertificate(): Promise<TestCertificate> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 60 * 60 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  const folder = await mkdtemp(path.join(tmpdir(), "smtp-cert-"));
  const certFile = path.join(folder, "cert.pem");
  await writeFile(certFile, pems.cert);
  return {
    key: pems.private,
    cert: pems.cert,
    certFile,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
