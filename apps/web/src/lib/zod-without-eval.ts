import * as z from 'zod/mini';

// Zod compiles a faster parser for each object schema with `new Function` when the page allows
// it. The Content-Security-Policy allows no eval, and even zod's probe for it (a caught
// `new Function('')`) is reported as a violation, so parse without compiling. Zod decides when
// each schema is created: this module is the entry's first import, before any schema exists.
z.config({ jitless: true });
