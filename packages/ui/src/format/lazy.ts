/**
 * A getter that builds a value on its first call and returns that same value afterwards, so an
 * expensive formatter (Intl) is paid for only by the pages that format with it.
 */
export function lazyFormat<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
