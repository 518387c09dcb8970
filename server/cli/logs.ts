// `insuite logs TENANT`: a tenant's plugin logs, newest first, each with its lines (a failed call
// ends with its error and stack), so that a 422 saying "its plugin log has the details" is one
// command away from them.
import type { Command } from 'commander';
import { tenantLocator } from './connect.js';
import type { CommandKit } from './directory.js';
import { UsageError } from './output.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function addLogsCommand(program: Command, { run, connect, out }: CommandKit): void {
  program
    .command('logs <tenant>')
    .description(
      "Print a tenant's plugin logs, newest first, with their lines (a failed call ends with its stack)",
    )
    .option('--quote <locator>', 'only the logs about this quote')
    .option('--request <id>', 'only the logs of this request (the X-Request-Id a refusal names)')
    .option('--since <time>', 'only logs written at or after this RFC 3339 time')
    .option('--failed', 'only the calls that failed')
    .option('--count <n>', 'at most this many logs', '10')
    .action(
      run(
        async (
          ref: string,
          opts: { quote?: string; request?: string; since?: string; failed?: boolean; count: string },
        ) => {
          const count = Number(opts.count);
          if (!Number.isInteger(count) || count < 1 || count > 1000)
            throw new UsageError('--count takes a whole number from 1 to 1000');
          for (const [flag, value] of [
            ['--quote', opts.quote],
            ['--request', opts.request],
          ] as const)
            if (value !== undefined && !ULID.test(value))
              throw new UsageError(`${flag} takes a locator (26 characters, 0-9 and A-Z), not "${value}"`);
          if (opts.since !== undefined && Number.isNaN(Date.parse(opts.since)))
            throw new UsageError(
              `--since takes an RFC 3339 time (2026-03-01T00:00:00Z), not "${opts.since}"`,
            );
          const client = connect();
          const t = await tenantLocator(client, ref);
          const logs = [];
          const filter = {
            tenantLocator: t,
            ...(opts.quote ? { objectLocator: opts.quote } : {}),
            ...(opts.request ? { requestId: opts.request } : {}),
            ...(opts.since ? { createdAtMin: new Date(opts.since).toISOString() } : {}),
          };
          for await (const meta of client.paginate('fetchLogsList', filter)) {
            const log = await client.fetchLogs({ tenantLocator: t, locator: meta.locator });
            if (opts.failed && log.outcome !== 'failed') continue;
            logs.push(log);
            if (logs.length >= count) break;
          }
          const human = logs.length
            ? logs
                .map((l) => {
                  const about = l.objectLocator ? ` quote ${l.objectLocator}` : '';
                  const lines = l.log ? l.log.replace(/\n$/, '').split('\n') : [];
                  return [
                    `${l.createdAt}  ${l.pluginType} ${l.outcome}${about} (request ${l.requestId}, log ${l.locator})`,
                    ...lines.map((line) => `  ${line}`),
                  ].join('\n');
                })
                .join('\n\n')
            : 'No plugin logs.';
          out().result(logs, human);
        },
      ),
    );
}
