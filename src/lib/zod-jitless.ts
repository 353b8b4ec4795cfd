// zod compiles object parsers with `new Function` unless told not to, and even its probe for whether it
// may is reported as a violation of the CSP (script-src 'self', no 'unsafe-eval'). zod reads its settings
// from this global when it first loads (zod/v4/core/core.js); setting it here, first thing in the browser
// entry, keeps zod itself off the first load. zod-jitless.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
