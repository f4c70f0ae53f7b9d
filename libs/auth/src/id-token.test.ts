import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { IdTokenError, verifyIdToken } from './id-token';

// docs/requirements/extranet.md#id-token-checks: the ID token is rejected if issuer, audience, subject, nonce, exp, iat or
// organization claims are wrong or missing, or the algorithm is not RS256. One tampered token per rule.
const NOW = 1_800_000_000;
const ISSUER = 'https://tenant.eu.auth0.com/';
const CLIENT = 'client-123';
const NONCE = 'nonce-abc';
let key: CryptoKey;
let otherKey: CryptoKey;
let jwks: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), alg: 'RS256', kid: 'k1' }] });
});

const good = (): JWTPayload => ({ iss: ISSUER, aud: CLIENT, sub: 'auth0|1', nonce: NONCE, iat: NOW - 10, exp: NOW + 3600 });

async function sign(payload: JWTPayload, signer: CryptoKey = key, alg = 'RS256') {
  return new SignJWT(payload).setProtectedHeader({ alg, kid: 'k1' }).sign(signer);
}

async function refusal(token: string, extra: { organization?: string } = {}): Promise<string> {
  try {
    await verifyIdToken(token, jwks, { issuer: ISSUER, clientId: CLIENT, nonce: NONCE, nowS: NOW, ...extra });
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenError);
    return (error as IdTokenError).claim;
  }
  throw new Error('token was accepted');
}

describe('verifyIdToken', () => {
  it('accepts a well-formed RS256 token and returns its claims', async () => {
    const payload = await verifyIdToken(await sign(good()), jwks, { issuer: ISSUER, clientId: CLIENT, nonce: NONCE, nowS: NOW });
    expect(payload.sub).toBe('auth0|1');
  });

  it('refuses a wrong issuer, and the issuer without its trailing slash', async () => {
    expect(await refusal(await sign({ ...good(), iss: 'https://evil.example/' }))).toBe('iss');
    expect(await refusal(await sign({ ...good(), iss: 'https://tenant.eu.auth0.com' }))).toBe('iss');
  });

  it('refuses a missing issuer', async () => {
    const { iss: _iss, ...rest } = good();
    expect(await refusal(await sign(rest))).toBe('iss');
  });

  it('refuses another audience', async () => {
    expect(await refusal(await sign({ ...good(), aud: 'other-client' }))).toBe('aud');
  });

  it('with several audiences requires azp to be this client', async () => {
    expect(await refusal(await sign({ ...good(), aud: [CLIENT, 'api'] }))).toBe('azp');
    expect(await refusal(await sign({ ...good(), aud: [CLIENT, 'api'], azp: 'api' }))).toBe('azp');
    await expect(
      verifyIdToken(await sign({ ...good(), aud: [CLIENT, 'api'], azp: CLIENT }), jwks, { issuer: ISSUER, clientId: CLIENT, nonce: NONCE, nowS: NOW }),
    ).resolves.toBeTruthy();
  });

  it('refuses a missing or empty subject', async () => {
    const { sub: _sub, ...rest } = good();
    expect(await refusal(await sign(rest))).toBe('sub');
    expect(await refusal(await sign({ ...good(), sub: '' }))).toBe('sub');
  });

  it('refuses a wrong or missing nonce', async () => {
    expect(await refusal(await sign({ ...good(), nonce: 'replayed' }))).toBe('nonce');
    const { nonce: _n, ...rest } = good();
    expect(await refusal(await sign(rest))).toBe('nonce');
  });

  it('refuses a token expired more than 60 s ago, accepts one within the leeway', async () => {
    expect(await refusal(await sign({ ...good(), exp: NOW - 61 }))).toBe('exp');
    await expect(
      verifyIdToken(await sign({ ...good(), exp: NOW - 59 }), jwks, { issuer: ISSUER, clientId: CLIENT, nonce: NONCE, nowS: NOW }),
    ).resolves.toBeTruthy();
  });

  it('refuses a token issued more than 60 s in the future, and one without iat', async () => {
    expect(await refusal(await sign({ ...good(), iat: NOW + 120 }))).toBe('iat');
    const { iat: _iat, ...rest } = good();
    expect(await refusal(await sign(rest))).toBe('iat');
  });

  it('checks org_id when an organization is configured', async () => {
    expect(await refusal(await sign(good()), { organization: 'org_silca' })).toBe('org_id');
    expect(await refusal(await sign({ ...good(), org_id: 'org_other' }), { organization: 'org_silca' })).toBe('org_id');
    await expect(
      verifyIdToken(await sign({ ...good(), org_id: 'org_silca' }), jwks, {
        issuer: ISSUER,
        clientId: CLIENT,
        nonce: NONCE,
        nowS: NOW,
        organization: 'org_silca',
      }),
    ).resolves.toBeTruthy();
  });

  it('refuses any algorithm but RS256: HS256, none, and RS256 signed by another key', async () => {
    const hs = await new SignJWT(good()).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await refusal(hs)).toBe('alg');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(good())).toString('base64url');
    expect(await refusal(`${header}.${body}.`)).toBe('alg');
    expect(await refusal(await sign(good(), otherKey))).toBe('signature');
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const [h, , s] = (await sign(good())).split('.');
    const forged = Buffer.from(JSON.stringify({ ...good(), sub: 'auth0|admin' })).toString('base64url');
    expect(await refusal(`${h}.${forged}.${s}`)).toBe('signature');
    expect(await refusal('garbage')).toBe('format');
  });
});
