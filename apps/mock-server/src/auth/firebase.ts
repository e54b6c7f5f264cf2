// Checks a Firebase ID token from the Auth Emulator. Emulator tokens are unsigned (alg "none"), so only
// the claims can be checked: issuer, audience and expiry (decision 003).
import { decodeJwt, decodeProtectedHeader } from 'jose';

/** The identity an ID token proves. */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
}

/** Either the identity or why the token is refused. */
export type IdTokenCheck = { ok: true; identity: FirebaseIdentity } | { ok: false; reason: string };

/** Checks an emulator ID token for the given project; `nowSeconds` is injectable for tests. */
export function checkEmulatorIdToken(
  idToken: string,
  projectId: string,
  nowSeconds = Date.now() / 1000,
): IdTokenCheck {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    decodeProtectedHeader(idToken);
    claims = decodeJwt(idToken);
  } catch {
    return { ok: false, reason: 'ID token ilegível' };
  }
  if (claims.iss !== `https://securetoken.google.com/${projectId}`)
    return { ok: false, reason: 'issuer inválido' };
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(projectId)) return { ok: false, reason: 'audience inválida' };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds)
    return { ok: false, reason: 'ID token expirado' };
  const uid = claims.sub ?? (typeof claims.user_id === 'string' ? claims.user_id : undefined);
  if (!uid) return { ok: false, reason: 'ID token sem sub' };
  return {
    ok: true,
    identity: { uid, email: typeof claims.email === 'string' ? claims.email : null },
  };
}

/** Reads the claims of any decodable JWT without checks (lenient mode for stories and tests). */
export function lenientIdentity(idToken: string): FirebaseIdentity | null {
  try {
    const claims = decodeJwt(idToken);
    const uid = claims.sub;
    return uid ? { uid, email: typeof claims.email === 'string' ? claims.email : null } : null;
  } catch {
    return null;
  }
}
