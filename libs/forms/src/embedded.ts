/**
 * @silca/forms/embedded: what the stand-ins' child process needs to run the leads store's embedded
 * services (decision 1035): the PGlite database and the SMTP sink, without the rest of the
 * backend (mail transport, outbox, store), so the child loads little besides them.
 */
export { leadsDataDir, readLeadsConfig, type LeadsConfig } from './config';
export { startPglite } from './db';
export { startSmtpSink, type SmtpSink } from './smtp-sink';
