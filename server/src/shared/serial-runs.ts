// The runs of a time-driven job within one process (auto-renewals, invoices, delinquencies): one
// after another, so that a run asked for while one is under way waits for it; a run that fails is
// handed to `failed` (logged), never thrown at whoever asked for it.
export interface SerialRuns {
  /** Starts a run once those asked for before it are over; settles when it is. */
  run(only?: string): Promise<void>;
  /** Settles once the run under way, if any, is over. */
  idle(): Promise<void>;
}

export function serialRuns(
  pass: (only?: string) => Promise<void>,
  failed: (err: unknown) => void,
): SerialRuns {
  let last: Promise<void> = Promise.resolve();
  return {
    run(only) {
      last = last.then(() =>
        pass(only).catch((err: unknown) => {
          failed(err);
        }),
      );
      return last;
    },
    idle: () => last,
  };
}
