/**
 * `npm run leads -- export --since 2026-11-01 --format csv` and `npm run leads -- erase --email …`
 * (docs/requirements/forms.md#leads): the leads store's export and right-to-erasure tool; see libs/forms `runLeadsCli`.
 */
import { runLeadsCli } from '@silca/forms';

const code = await runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
});
process.exitCode = code;
