// insuite controls …: the test controls of a server made for tests (insuite serve --memory, the
// harness, or INSUITE_TEST_CONTROLS): its clock, fault rules, request journal, reset, snapshots.
// Elsewhere the server answers 404 to each of them.
import type { Command } from 'commander';
import type { TestFaultRule } from '@insuite/client';
import type { CommandKit } from './directory.js';
import { table, UsageError } from './output.js';

export function addControlsCommands(program: Command, { run, connect, out }: CommandKit): void {
  const controls = program
    .command('controls')
    .description('Steer a server made for tests: its clock, faults, request journal, reset and snapshots');
  controls
    .command('clock')
    .description("Show the server's clock, or set, advance or put it back on the real time")
    .option('--set <instant>', 'set it to this instant (RFC 3339)')
    .option('--advance <duration>', 'move it forward: milliseconds or an ISO 8601 duration (PT15M, P1D)')
    .option('--real', 'put it back on the real time')
    .action(
      run(async (opts: { set?: string; advance?: string; real?: boolean }) => {
        if ([opts.set, opts.advance, opts.real].filter((o) => o !== undefined).length > 1)
          throw new UsageError('give at most one of --set, --advance and --real');
        const client = connect();
        const by = opts.advance;
        const clock =
          opts.set !== undefined
            ? await client.setTestClock({ body: { now: opts.set } })
            : by !== undefined
              ? await client.advanceTestClock({
                  body: /^\d+$/.test(by) ? { milliseconds: Number(by) } : { duration: by },
                })
              : opts.real
                ? await client.resetTestClock()
                : await client.fetchTestClock();
        out().result(clock, `${clock.now}${clock.real ? '' : ` (${clock.offsetMs} ms from the real time)`}`);
      }),
    );
  controls
    .command('fault <rule>')
    .description(
      'Add a fault rule, given as JSON, e.g. \'{"operationId":"fetchTenant","status":503,"times":2}\'',
    )
    .action(
      run(async (rule: string) => {
        let body: TestFaultRule;
        try {
          body = JSON.parse(rule) as TestFaultRule;
        } catch {
          throw new UsageError('the rule must be JSON');
        }
        const fault = await connect().addTestFault({ body });
        out().result(fault, `fault ${fault.locator} added`);
      }),
    );
  controls
    .command('faults')
    .description('List the fault rules in force, or clear them')
    .option('--clear', 'remove every rule')
    .action(
      run(async (opts: { clear?: boolean }) => {
        const client = connect();
        const { faults } = opts.clear ? await client.clearTestFaults() : await client.listTestFaults();
        out().result(
          faults,
          faults.length
            ? faults.map((f) => `${f.locator} answered ${f.answered}: ${JSON.stringify(f)}`).join('\n')
            : 'no fault rules',
        );
      }),
    );
  controls
    .command('requests')
    .description('What the server answered, oldest first (the request journal)')
    .option('--operation <operationId>', 'only this operation (webhookDelivery for webhook deliveries)')
    .option('--since <instant>', 'only entries at or after this instant')
    .action(
      run(async (opts: { operation?: string; since?: string }) => {
        const { requests } = await connect().listTestRequests({
          operationId: opts.operation,
          since: opts.since,
        });
        out().result(
          requests,
          table(
            ['At', 'Operation', 'Method', 'Path', 'Status', 'ms', 'Code', 'Token'],
            requests.map((r) => [
              r.at,
              r.operationId,
              r.method,
              r.path,
              String(r.status),
              String(r.durationMs),
              r.problemCode ?? '',
              r.tokenName ?? '',
            ]),
          ),
        );
      }),
    );
  controls
    .command('reset')
    .description('Back to the empty state (the admin token kept); fault rules and journal cleared')
    .action(
      run(async () => {
        out().result(await connect().resetTestState(), 'reset');
      }),
    );
  controls
    .command('snapshot')
    .description('Save the whole state; prints the snapshot locator for restore')
    .action(
      run(async () => {
        const s = await connect().createTestSnapshot();
        out().result(s, s.locator);
      }),
    );
  controls
    .command('restore <snapshot>')
    .description('Bring back a saved state')
    .action(
      run(async (locator: string) => {
        const s = await connect().restoreTestSnapshot({ snapshotLocator: locator });
        out().result(s, `restored ${s.locator} (${s.rows} rows)`);
      }),
    );
}
