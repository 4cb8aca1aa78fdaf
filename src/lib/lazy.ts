/**
 * A package loaded at its first use instead of at start-up. PDF fonts and drawing, image re-encoding, Razorpay's
 * client, Web Push, the webhooks' HTTP client and the chat parser's thread pool are needed by few requests, and
 * loading them cost about a third of the process's start (issue 20: a restart ready in under 1.5 s). The loader is a
 * synchronous `require` of a CommonJS package (each module makes its own with `createRequire(import.meta.url)`, so
 * the package name stays written out where it is used), so callers keep their synchronous shape; the first call
 * pays the load once per process.
 */
export function lazy<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
