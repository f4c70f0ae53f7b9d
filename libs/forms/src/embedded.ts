/** @silca/forms/embedded: the PGlite database and SMTP sink alone, for the stand-ins' child process (decision 1035). */
export { leadsDataDir, readLeadsConfig, type LeadsConfig } from './config';
export { startPglite } from './db';
export { startSmtpSink, type SmtpSink } from './smtp-sink';
