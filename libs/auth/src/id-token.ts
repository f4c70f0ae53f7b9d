import { jwtVerify, type JWTPayload, type JWTVerifyGetKey, type CryptoKey, type KeyObject } from 'jose';
import { AUTH_CONSTANTS } from './config';

/** What the ID token must match (docs/requirements/extranet.md#id-token-checks). */
export interface IdTokenExpectations {
  /** Issuer exactly as Auth0 writes it: `https://{domain}/` with the trailing slash. */
  issuer: string;
  /** The client id: must be in `aud`; when `aud` has several values, `azp` must equal it. */
  clientId: string;
  /** The nonce sent with the authorization request. */
  nonce: string;
  /** When set, `org_id` must equal it. */
  organization?: string;
  /** Clock tolerance in seconds for exp and iat. */
  leewayS?: number;
  nowS?: number;
}

/** Why an ID token was refused; `claim` names the rule (iss, aud, azp, sub, nonce, exp, iat, org_id, alg, signature). */
export class IdTokenError extends Error {
  constructor(
    readonly claim: string,
    message: string,
  ) {
    super(`ID token rejected (${claim}): ${message}`);
    this.name = 'IdTokenError';
  }
}

/**
 * Verifies an ID token as docs/requirements/extranet.md#id-token-checks requires (RS256 only;
 * `azp` equal to the client id when `aud` has several values; 60 s leeway). Returns the payload;
 * throws {@link IdTokenError} naming the failed rule.
 */
export async function verifyIdToken(
  token: string,
  key: JWTVerifyGetKey | CryptoKey | KeyObject | Uint8Array,
  expect: IdTokenExpectations,
): Promise<JWTPayload> {
  const leeway = expect.leewayS ?? AUTH_CONSTANTS.idTokenLeewayS;
  const now = expect.nowS ?? Math.floor(Date.now() / 1000);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
      algorithms: ['RS256'],
      issuer: expect.issuer,
      audience: expect.clientId,
      clockTolerance: leeway,
      currentDate: new Date(now * 1000),
      requiredClaims: ['iss', 'aud', 'sub', 'exp', 'iat', 'nonce'],
    }));
  } catch (error) {
    throw toIdTokenError(error);
  }
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new IdTokenError('sub', 'missing subject');
  if (typeof payload.iat !== 'number' || payload.iat > now + leeway) throw new IdTokenError('iat', 'issued in the future');
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expect.clientId) {
    throw new IdTokenError('azp', 'authorized party is not this client');
  }
  if (payload.azp !== undefined && payload.azp !== expect.clientId) {
    throw new IdTokenError('azp', 'authorized party is not this client');
  }
  if (payload.nonce !== expect.nonce) throw new IdTokenError('nonce', 'nonce does not match the login transaction');
  if (expect.organization && payload.org_id !== expect.organization) {
    throw new IdTokenError('org_id', 'organization does not match');
  }
  return payload;
}

function toIdTokenError(error: unknown): IdTokenError {
  const e = error as { code?: string; claim?: string; message?: string };
  switch (e.code) {
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return new IdTokenError(e.claim ?? 'claims', e.message ?? 'claim check failed');
    case 'ERR_JWT_EXPIRED':
      return new IdTokenError('exp', 'expired');
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return new IdTokenError('alg', 'algorithm is not RS256');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return new IdTokenError('signature', 'signature does not verify');
    default:
      return new IdTokenError('format', e.message ?? 'malformed token');
  }
}
