import { z } from 'zod';

/**
 * zod for both sides; shared code imports `z` from here, never from 'zod' itself (eslint checks).
 * An object schema asks, when it is created, whether `new Function` may run, to compile a faster
 * parser. The web app's content security policy forbids it, and the browser reports each probe as
 * a policy violation (Lighthouse lists it under Best Practices). In a browser the schemas parse
 * without compiled parsers ("jitless"); the server keeps them. This module runs before any schema
 * of the importing module is created.
 */
z.config({ jitless: 'document' in globalThis });

export { z };
