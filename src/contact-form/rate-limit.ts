/**
 * Per IP address, as the Datenschutzerklärung states it. Netlify reads the function's `config` without running it,
 * so the function repeats these values as literals; a unit test holds both equal.
 */
export const contactRateLimit = { windowLimit: 5, windowSize: 60 } as const;
