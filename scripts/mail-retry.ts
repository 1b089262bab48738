// npm run mail:retry: one run of the scheduled retry (netlify/functions/retry-contact-email.ts) against the local
// store, or the store NETLIFY_BLOBS_CONTEXT names. Unlike the schedule, it tries every waiting enquiry now.
import { isProductionContext } from "../netlify/functions/_lib/mail-config.ts";
import { closeSmtpTransport } from "../netlify/functions/_lib/mail-transport.ts";
import { retryStoredEnquiries } from "../netlify/functions/_lib/retry-run.ts";
import { loadProjectEnv, provideBlobsContext } from "../server/project-env.ts";

loadProjectEnv();
const { blobs, description } = await provideBlobsContext();
console.log(`Netlify Blobs: ${description}`);
try {
  const summary = await retryStoredEnquiries({
    env: process.env,
    isProduction: isProductionContext(process.env),
    ignoreBackoff: true,
  });
  process.exitCode = summary.ok ? 0 : 1;
} finally {
  closeSmtpTransport();
  await blobs?.stop();
}
