/**
 * zod compiles object parsers with `new Function` when it can, and probes whether it can by trying
 * once: under the site's CSP (no 'unsafe-eval') that probe is a violation report on the first client
 * navigation that checks an answer. Its eval-free mode (`z.config({ jitless: true })`) parses the same
 * without either, and must be on before any schema is built. zod keeps that configuration in one object on
 * `globalThis`, shared by every copy of zod on the page; it is written here directly rather than through
 * `z.config`, whose import would add zod's core to every page's first load.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
