/**
 * The embedded provider's own login page (docs/requirements/extranet.md#login-flow): plain HTML that works without JavaScript,
 * labelled fields, errors announced (role="alert") and tied to the fields (aria-describedby),
 * visible focus, in the partner's language (en and it, plus de, es, fr).
 */

const STRINGS = {
  en: {
    title: 'Log in to the Silca partner area',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    cancel: 'Cancel',
    invalid: 'Wrong email address or password.',
    mfaTitle: 'Second step: verification code',
    mfaHelp: 'Enter the 6-digit code from your authenticator app.',
    code: 'Verification code',
    verify: 'Verify',
    mfaInvalid: 'The code is not valid.',
    devHint: 'Local development provider: the development accounts are listed in the README.',
  },
  it: {
    title: "Accedi all'area partner Silca",
    email: 'Indirizzo email',
    password: 'Password',
    submit: 'Accedi',
    cancel: 'Annulla',
    invalid: 'Indirizzo email o password errati.',
    mfaTitle: 'Secondo passaggio: codice di verifica',
    mfaHelp: "Inserisci il codice a 6 cifre dell'app di autenticazione.",
    code: 'Codice di verifica',
    verify: 'Verifica',
    mfaInvalid: 'Il codice non è valido.',
    devHint: 'Provider locale di sviluppo: gli account di sviluppo sono elencati nel README.',
  },
  de: {
    title: 'Anmeldung im Silca-Partnerbereich',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    cancel: 'Abbrechen',
    invalid: 'E-Mail-Adresse oder Passwort falsch.',
    mfaTitle: 'Zweiter Schritt: Bestätigungscode',
    mfaHelp: 'Geben Sie den 6-stelligen Code Ihrer Authenticator-App ein.',
    code: 'Bestätigungscode',
    verify: 'Bestätigen',
    mfaInvalid: 'Der Code ist ungültig.',
    devHint: 'Lokaler Entwicklungs-Provider: die Entwicklungskonten stehen im README.',
  },
  es: {
    title: 'Acceso al área de socios de Silca',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Acceder',
    cancel: 'Cancelar',
    invalid: 'Correo electrónico o contraseña incorrectos.',
    mfaTitle: 'Segundo paso: código de verificación',
    mfaHelp: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    code: 'Código de verificación',
    verify: 'Verificar',
    mfaInvalid: 'El código no es válido.',
    devHint: 'Proveedor local de desarrollo: las cuentas de desarrollo están en el README.',
  },
  fr: {
    title: "Connexion à l'espace partenaires Silca",
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    cancel: 'Annuler',
    invalid: 'Adresse e-mail ou mot de passe incorrect.',
    mfaTitle: 'Deuxième étape : code de vérification',
    mfaHelp: "Saisissez le code à 6 chiffres de votre application d'authentification.",
    code: 'Code de vérification',
    verify: 'Vérifier',
    mfaInvalid: "Le code n'est pas valide.",
    devHint: 'Fournisseur local de développement : les comptes de développement sont dans le README.',
  },
} as const;

type PageLocale = keyof typeof STRINGS;

/** The page language from `ui_locales` (space-separated), else `Accept-Language`, else en. */
export function pageLocale(uiLocales: unknown, acceptLanguage: string | undefined): PageLocale {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0]?.trim() ?? ''),
  ];
  for (const c of candidates) {
    const base = c.toLowerCase().split('-')[0] as PageLocale;
    if (base in STRINGS) return base;
  }
  return 'en';
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f4;color:#111}
main{max-width:26rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:4px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #555;border-radius:3px;margin-top:.3rem}
button{margin-top:1.5rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:3px;border:2px solid #000;cursor:pointer}
.primary{background:#000;color:#fff}.secondary{background:#fff;color:#000;margin-left:.5rem}
:focus-visible{outline:3px solid #0057b8;outline-offset:2px}
.error{color:#a00000;font-weight:600;margin:1rem 0 0}.hint{color:#444;font-size:.85rem;margin-top:1.5rem}`;

/** Options of {@link renderLoginPage}. */
export interface LoginPageOptions {
  locale: PageLocale;
  /** Form target (`/login/{uid}`). */
  action: string;
  step: 'password' | 'mfa';
  email?: string;
  /** Show the wrong-credentials (or wrong-code) message. */
  invalid?: boolean;
  /** CSP nonce for the inline style. */
  nonce: string;
}

/** HTML of the login page, one step at a time (password, then the MFA code when required). */
export function renderLoginPage(o: LoginPageOptions): string {
  const t = STRINGS[o.locale];
  const error = o.invalid ? (o.step === 'mfa' ? t.mfaInvalid : t.invalid) : '';
  const described = error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  const fields =
    o.step === 'password'
      ? `<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(o.email ?? '')}"${described}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>`
      : `<p id="mfa-help">${t.mfaHelp}</p>
<label for="code">${t.code}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required aria-describedby="mfa-help${error ? ' form-error' : ''}">`;
  return `<!doctype html>
<html lang="${o.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${o.step === 'mfa' ? t.mfaTitle : t.title}</title><style nonce="${esc(o.nonce)}">${STYLE}</style></head>
<body><main>
<h1>${o.step === 'mfa' ? t.mfaTitle : t.title}</h1>
${error ? `<p id="form-error" class="error" role="alert">${error}</p>` : ''}
<form method="post" action="${esc(o.action)}" novalidate>
<input type="hidden" name="step" value="${o.step}">
${fields}
<button type="submit" class="primary" name="intent" value="submit">${o.step === 'mfa' ? t.verify : t.submit}</button>
<button type="submit" class="secondary" name="intent" value="cancel" formnovalidate>${t.cancel}</button>
</form>
<p class="hint">${t.devHint}</p>
</main></body></html>`;
}
