// Reading request bodies defensively: anything that breaks the contract becomes a 400, never a crash.

/** Either the parsed body or why it breaks the contract. */
export type BodyCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses a JSON object body and checks it with the given validator. */
export async function readBody<T>(
  request: Request,
  check: (body: Record<string, unknown>) => string | null,
): Promise<BodyCheck<T>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return { ok: false, message: 'Corpo da requisição não é JSON válido' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'Corpo deve ser um objeto JSON' };
  const problem = check(body as Record<string, unknown>);
  return problem ? { ok: false, message: problem } : { ok: true, value: body as T };
}

/** A message when the object has keys other than the allowed ones (additionalProperties: false). */
export function extraKeys(
  body: Record<string, unknown>,
  allowed: readonly string[],
): string | null {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  return extra.length ? `Propriedades não permitidas: ${extra.join(', ')}` : null;
}
