/**
 * `import '@irs/shared/tracing/register'` as the first import of an entry point starts tracing before any other
 * module loads node:http, which the HTTP instrumentation has to patch as it loads.
 */
import { startTracing } from './tracing.js';

startTracing();
