import { timingSafeEqual } from 'node:crypto';
import { ROLE_BU_ITALIA, ROLE_PARTNER } from '@silca/auth';

/** A development account of the embedded provider (README, Development users). */
export interface DevUser {
  /** Auth0-style subject. */
  sub: string;
  email: string;
  password: string;
  name: string;
  /** Company shown beside the name. */
  company: string;
  locale: string;
  roles: string[];
  /** The second step (one-time code {@link DEV_MFA_CODE}) is required after the password. */
  mfa: boolean;
}

/** The one-time code the MFA development user types in the second step. */
export const DEV_MFA_CODE = '246810';

/**
 * Development users (docs/requirements/architecture.md#embedded-services): a partner, a BU Italia partner, a signed-up user without extranet
 * access and a partner for whom MFA is required. Never used against a real tenant.
 */
export const DEV_USERS: readonly DevUser[] = [
  {
    sub: 'auth0|dev-partner',
    email: 'partner@silca.test',
    password: 'partner-pass-1',
    name: 'Anna Weber',
    company: 'Schlüsseldienst Weber GmbH',
    locale: 'en',
    roles: [ROLE_PARTNER],
    mfa: false,
  },
  {
    sub: 'auth0|dev-bu-italia',
    email: 'bu.italia@silca.test',
    password: 'italia-pass-1',
    name: 'Marco Rossi',
    company: 'Ferramenta Rossi S.r.l.',
    locale: 'it',
    roles: [ROLE_PARTNER, ROLE_BU_ITALIA],
    mfa: false,
  },
  {
    sub: 'auth0|dev-signed-up',
    email: 'signup@silca.test',
    password: 'signup-pass-1',
    name: 'Sam Visitor',
    company: '',
    locale: 'en',
    roles: [],
    mfa: false,
  },
  {
    sub: 'auth0|dev-mfa',
    email: 'mfa@silca.test',
    password: 'mfa-pass-1',
    name: 'Lucía García',
    company: 'Cerrajería García S.L.',
    locale: 'es',
    roles: [ROLE_PARTNER],
    mfa: true,
  },
];

/** The user with this email and password, or undefined (constant-time password comparison). */
export function checkPassword(email: string, password: string): DevUser | undefined {
  const user = DEV_USERS.find((u) => u.email === email.trim().toLowerCase());
  if (!user) return undefined;
  const a = Buffer.from(password);
  const b = Buffer.from(user.password);
  return a.length === b.length && timingSafeEqual(a, b) ? user : undefined;
}

/** The user with this subject, or undefined. */
export function findUser(sub: string): DevUser | undefined {
  return DEV_USERS.find((u) => u.sub === sub);
}
