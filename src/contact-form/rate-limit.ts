/**
 * How many enquiries one IP address may send per minute, as the Datenschutzerklärung states it. Netlify reads the
 * function's `config` without running the file, so the function repeats these values as literals; a unit test
 * holds both equal.
 */
export const contactRateLimit = { windowLimit: 5, windowSize: 60 } as const;
