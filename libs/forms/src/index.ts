/**
 * @silca/forms (server): the leads backend. Browser code imports `@silca/forms/schema` only.
 */
export * from './schema';
export { startLeadsBackend, TOKEN_ISSUE_FACTOR, type LeadsBackend, type LeadsService, type LeadsLogger, type LeadsStandIns } from './backend';
export { readLeadsConfig, inboxFor, leadsDataDir, type LeadsConfig } from './config';
export { openPglite, openPostgres, startPglite, type Database, type SqlClient } from './db';
export { migrate } from './migrate';
export { MIGRATIONS, type Migration } from './migrations';
export {
  createLeadsStore,
  FormTokenSpentError,
  type LeadsStore,
  type Lead,
  type LeadFlag,
  type NewLead,
  type OutboxTarget,
  type OutboxJob,
  type SpentToken,
} from './store';
export { startOutboxWorker, backoffDelay, type OutboxWorker } from './outbox';
export { startSmtpSink, type SmtpSink } from './smtp-sink';
export { leadMail, escapeHtml, phoneForSales, FLAGGED_SUBJECT_PREFIX } from './mail';
export { signWebhook, postLeadWebhook } from './webhook';
export { issueFormToken, checkFormToken, formTokenId, type FormTokenVerdict } from './form-token';
export { runLeadsCli, csvCell } from './cli';
export { createClientLimiter } from './rate-limit';
