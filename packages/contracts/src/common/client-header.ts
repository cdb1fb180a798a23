/**
 * The header the web app puts on every call. A write without a JSON body must carry it: a cross-site form
 * or `no-cors` fetch cannot set it, which is part of the gateway's cross-site write check.
 */
export const CLIENT_HEADER = { name: 'x-hiti-client', value: 'web' } as const;
