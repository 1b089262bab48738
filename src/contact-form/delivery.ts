/**
 * How long an enquiry that could not be mailed yet may stay stored before it is deleted unsent. The function's
 * retry schedule and the Datenschutzerklärung both read it.
 */
export const maxStoredDays = 7;

/** How long the form waits for the function's answer; the function's own worst case stays well below it. */
export const contactRequestTimeoutMs = 20_000;
