/**
 * `npm run sessions -- end --user partner@example.com` (docs/requirements/extranet.md#session-lifetime): an operator ends a partner's
 * sessions on every device; `list` shows them. See `runSessionsCli`.
 */
import { runSessionsCli } from './sessions-cli';

const code = await runSessionsCli(process.argv.slice(2), process.env, {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
});
process.exitCode = code;
