import type { Config, Context } from "@netlify/functions";
import { isProductionContext } from "./_lib/mail-config.ts";
import { retryStoredEnquiries } from "./_lib/retry-deliveries.ts";

// Every 10 minutes (UTC cron). Each enquiry waits 10 min, 30 min, 2 h, then 6 h between attempts.
export const config: Config = { schedule: "*/10 * * * *" };

// Netlify stops a scheduled function after 30 s, so no new batch starts after 20 s; the rest waits 10 minutes.
const timeBudgetMs = 20_000;

export default async (_req: Request, context: Context): Promise<Response> => {
  const summary = await retryStoredEnquiries({
    env: process.env,
    isProduction: isProductionContext(process.env, context.deploy?.context),
    timeBudgetMs,
  });
  return Response.json(summary);
};
