/**
 * A CommonJS package loaded at its first use instead of at start-up. PDF fonts and drawing, image re-encoding,
 * Razorpay's client, Web Push and the webhooks' HTTP client are needed by few requests, and loading them cost about
 * a third of the process's start (issue 20: a restart ready in under 1.5 s). `require` is synchronous, so callers
 * keep their synchronous shape; the first call pays the load once per process.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
