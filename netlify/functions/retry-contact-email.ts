import type { Config, Context } from "@netlify/functions";
import { scheduledRunLimitMs } from "./_lib/delivery-policy.ts";
import { isOnNetlify, isProductionContext } from "./_lib/mail-config.ts";
import { retryStoredEnquiries } from "./_lib/retry-run.ts";

// Every 10 minutes (UTC cron, `runIntervalMs`); each enquiry waits between attempts as `retryDelaysMs` says.
export const config: Config = { schedule: "*/10 * * * *" };

// Netlify runs schedules only on the published production deploy, so this is production's store there. A failed run
// answers 500, so Logs → Functions shows it as failed.
export default async (_req: Request, context: Context): Promise<Response> => {
  const summary = await retryStoredEnquiries({
    env: process.env,
    isProduction: isOnNetlify(process.env) || isProductionContext(process.env, context.deploy?.context),
    timeLimitMs: scheduledRunLimitMs,
  });
  return Response.json(summary, { status: summary.ok ? 200 : 500 });
};
