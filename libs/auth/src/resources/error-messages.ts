/**
 * The interface strings of libs/auth, all in one place: the messages of the authentication errors
 * (docs/requirements/extranet.md#login-errors) and of their details, per locale.
 */
import type { AuthErrorCode } from '../shared';

/** One message per authentication error code. */
type Messages = Record<AuthErrorCode, string>;

const EN: Messages = {
  timeout: 'The login service did not answer in time. Please try again.',
  cancelled: 'The login was cancelled.',
  mfa_required: 'This account requires multi-factor authentication. Please complete the second step to log in.',
  missing_refresh_token: 'Your session can no longer be renewed. Please log in again.',
  state_mismatch: 'Invalid state. Please start the login again.',
  missing_transaction: 'The login could not be completed because it was not started from this browser. Please log in again.',
  login_required: 'Your session has ended. Please log in again.',
  request_error: 'The login could not be completed. Please try again.',
};

/**
 * Localized messages per locale (docs/requirements/extranet.md#login-errors codes; `state_mismatch` keeps the spec's
 * "Invalid state" wording in English). Locales without a translation fall back to English.
 */
export const AUTH_ERROR_MESSAGES: Record<string, Messages> = {
  en: EN,
  it: {
    timeout: 'Il servizio di accesso non ha risposto in tempo. Riprova.',
    cancelled: "L'accesso è stato annullato.",
    mfa_required: "Questo account richiede l'autenticazione a più fattori. Completa il secondo passaggio per accedere.",
    missing_refresh_token: 'La sessione non può più essere rinnovata. Accedi di nuovo.',
    state_mismatch: "Stato non valido. Ricomincia l'accesso.",
    missing_transaction: "Non è stato possibile completare l'accesso perché non è stato avviato da questo browser. Accedi di nuovo.",
    login_required: 'La sessione è terminata. Accedi di nuovo.',
    request_error: "Non è stato possibile completare l'accesso. Riprova.",
  },
  de: {
    timeout: 'Der Anmeldedienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    cancelled: 'Die Anmeldung wurde abgebrochen.',
    mfa_required: 'Für dieses Konto ist eine Multi-Faktor-Authentifizierung erforderlich. Bitte schließen Sie den zweiten Schritt ab.',
    missing_refresh_token: 'Ihre Sitzung kann nicht mehr verlängert werden. Bitte melden Sie sich erneut an.',
    state_mismatch: 'Ungültiger Status. Bitte starten Sie die Anmeldung erneut.',
    missing_transaction: 'Die Anmeldung wurde nicht in diesem Browser gestartet. Bitte melden Sie sich erneut an.',
    login_required: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    request_error: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  },
  es: {
    timeout: 'El servicio de acceso no respondió a tiempo. Inténtelo de nuevo.',
    cancelled: 'Se ha cancelado el acceso.',
    mfa_required: 'Esta cuenta requiere autenticación multifactor. Complete el segundo paso para acceder.',
    missing_refresh_token: 'Su sesión ya no se puede renovar. Vuelva a iniciar sesión.',
    state_mismatch: 'Estado no válido. Vuelva a iniciar el acceso.',
    missing_transaction: 'El acceso no se inició desde este navegador. Vuelva a iniciar sesión.',
    login_required: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
    request_error: 'No se pudo completar el acceso. Inténtelo de nuevo.',
  },
  pt: {
    timeout: 'O serviço de acesso não respondeu a tempo. Tente novamente.',
    cancelled: 'O acesso foi cancelado.',
    mfa_required: 'Esta conta requer autenticação multifator. Conclua o segundo passo para entrar.',
    missing_refresh_token: 'A sua sessão já não pode ser renovada. Inicie sessão novamente.',
    state_mismatch: 'Estado inválido. Inicie o acesso novamente.',
    missing_transaction: 'O acesso não foi iniciado neste navegador. Inicie sessão novamente.',
    login_required: 'A sua sessão terminou. Inicie sessão novamente.',
    request_error: 'Não foi possível concluir o acesso. Tente novamente.',
  },
  fr: {
    timeout: "Le service de connexion n'a pas répondu à temps. Veuillez réessayer.",
    cancelled: 'La connexion a été annulée.',
    mfa_required: 'Ce compte exige une authentification multifacteur. Terminez la deuxième étape pour vous connecter.',
    missing_refresh_token: 'Votre session ne peut plus être renouvelée. Veuillez vous reconnecter.',
    state_mismatch: 'État non valide. Veuillez recommencer la connexion.',
    missing_transaction: "La connexion n'a pas été lancée depuis ce navigateur. Veuillez vous reconnecter.",
    login_required: 'Votre session a expiré. Veuillez vous reconnecter.',
    request_error: "La connexion n'a pas pu aboutir. Veuillez réessayer.",
  },
  ro: {
    timeout: 'Serviciul de autentificare nu a răspuns la timp. Încercați din nou.',
    cancelled: 'Autentificarea a fost anulată.',
    mfa_required: 'Acest cont necesită autentificare multifactor. Finalizați al doilea pas pentru a intra.',
    missing_refresh_token: 'Sesiunea nu mai poate fi reînnoită. Autentificați-vă din nou.',
    state_mismatch: 'Stare nevalidă. Reîncepeți autentificarea.',
    missing_transaction: 'Autentificarea nu a fost pornită din acest browser. Autentificați-vă din nou.',
    login_required: 'Sesiunea s-a încheiat. Autentificați-vă din nou.',
    request_error: 'Autentificarea nu a putut fi finalizată. Încercați din nou.',
  },
  nl: {
    timeout: 'De aanmeldservice antwoordde niet op tijd. Probeer het opnieuw.',
    cancelled: 'Het aanmelden is geannuleerd.',
    mfa_required: 'Voor dit account is meervoudige verificatie vereist. Voltooi de tweede stap om aan te melden.',
    missing_refresh_token: 'Uw sessie kan niet meer worden verlengd. Meld u opnieuw aan.',
    state_mismatch: 'Ongeldige status. Begin opnieuw met aanmelden.',
    missing_transaction: 'Het aanmelden is niet in deze browser gestart. Meld u opnieuw aan.',
    login_required: 'Uw sessie is beëindigd. Meld u opnieuw aan.',
    request_error: 'Het aanmelden kon niet worden voltooid. Probeer het opnieuw.',
  },
  ru: {
    timeout: 'Служба входа не ответила вовремя. Повторите попытку.',
    cancelled: 'Вход отменён.',
    mfa_required: 'Для этой учётной записи требуется многофакторная аутентификация. Завершите второй шаг, чтобы войти.',
    missing_refresh_token: 'Сеанс больше нельзя продлить. Войдите снова.',
    state_mismatch: 'Недопустимое состояние. Начните вход заново.',
    missing_transaction: 'Вход был начат не в этом браузере. Войдите снова.',
    login_required: 'Ваш сеанс завершён. Войдите снова.',
    request_error: 'Не удалось выполнить вход. Повторите попытку.',
  },
};

/** The message of the `configuration` error detail per locale (docs/requirements/extranet.md#login-errors). */
export const AUTH_CONFIGURATION_MESSAGES: Record<string, string> = {
  en: 'The partner login is not available because of a configuration problem on our side. We have been notified; please try again later.',
  it: "L'accesso partner non è disponibile per un problema di configurazione da parte nostra. Siamo stati avvisati; riprova più tardi.",
  de: 'Die Partner-Anmeldung ist wegen eines Konfigurationsproblems auf unserer Seite nicht verfügbar. Wir wurden benachrichtigt; bitte versuchen Sie es später erneut.',
  es: 'El acceso de socios no está disponible por un problema de configuración por nuestra parte. Ya lo sabemos; inténtelo más tarde.',
  pt: 'O acesso de parceiros não está disponível devido a um problema de configuração da nossa parte. Já fomos avisados; tente mais tarde.',
  fr: "La connexion partenaire n'est pas disponible à cause d'un problème de configuration de notre côté. Nous avons été prévenus ; veuillez réessayer plus tard.",
  ro: 'Autentificarea partenerilor nu este disponibilă din cauza unei probleme de configurare din partea noastră. Am fost anunțați; încercați din nou mai târziu.',
  nl: 'Het partneraanmelden is niet beschikbaar door een configuratieprobleem bij ons. We zijn op de hoogte; probeer het later opnieuw.',
  ru: 'Вход для партнёров недоступен из-за ошибки конфигурации на нашей стороне. Мы уже знаем о ней; повторите попытку позже.',
};
