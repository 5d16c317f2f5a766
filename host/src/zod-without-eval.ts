import { z } from 'zod';

// zod probes `new Function('')` once to decide on its compiled parsers; under the site's CSP (no
// eval) the probe is refused and reported as a violation. Its interpreted parsers need no eval.
// The setting is global to every zod copy on the page; imported first by index.ts (bootstrap.tsx in the single-bundle benchmark), so it runs
// before any module that parses.
z.config({ jitless: true });
