/** Days an unmailed enquiry stays stored before it is deleted unsent; retries and the Datenschutzerklärung read it. */
export const maxStoredDays = 7;

/** How long the form waits for the function's answer; the function's own worst case stays well below it. */
export const contactRequestTimeoutMs = 20_000;
