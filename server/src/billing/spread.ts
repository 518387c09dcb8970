// How an issued transaction's charges fall on its term's lattice (docs/billing.md): a `scheduled`
// charge is spread over the frames that end after the transaction takes effect, each frame its
// share by weight, rounded toward zero to the currency's minor unit, and what rounding leaves goes
// to the first of those frames; a `next` charge goes whole on the first of them still to be
// invoiced; an `immediate` one (or a `next` one with no frame left to invoice) on an installment
// of its own generated at once. Amounts are exact: the items of a charge sum to the charge.
import { Decimal } from 'decimal.js';
import type { Frame } from './plans.js';

export interface SpreadCharge {
  locator: string;
  elementLocator: string;
  elementStaticLocator: string;
  chargeType: string;
  chargeCategory: string;
  invoicing: 'scheduled' | 'next' | 'immediate';
  amount: string;
}

export interface DraftInstallment {
  frameIndex: number;
  start: string;
  end: string;
  generateTime: string;
  dueTime: string;
  autopayTime: string;
  items: { charge: SpreadCharge; amount: string }[];
}

export function spread(
  frames: readonly Frame[],
  charges: readonly SpreadCharge[],
  opts: { effectiveTime: string; now: string; digits: number; dueAfterGenerateDays: number },
): DraftInstallment[] {
  if (!frames.length) return [];
  let first = frames.findIndex((f) => f.end > opts.effectiveTime);
  if (first < 0) first = frames.length - 1;
  const open = frames.slice(first).map((f, i) => ({ f, index: first + i }));
  const byFrame = new Map<number, DraftInstallment>();
  const at = (index: number): DraftInstallment => {
    let d = byFrame.get(index);
    if (!d) {
      const f = frames[index]!;
      d = {
        frameIndex: index,
        start: f.start,
        end: f.end,
        generateTime: f.generateTime,
        dueTime: f.dueTime,
        autopayTime: f.autopayTime,
        items: [],
      };
      byFrame.set(index, d);
    }
    return d;
  };
  let immediate: DraftInstallment | undefined;
  const now = () => {
    if (!immediate) {
      const f = open[0]!;
      const due = new Date(
        new Date(opts.now).getTime() + opts.dueAfterGenerateDays * 86_400_000,
      ).toISOString();
      immediate = {
        frameIndex: f.index,
        start: f.f.start,
        end: f.f.end,
        generateTime: opts.now,
        dueTime: due,
        autopayTime: due,
        items: [],
      };
    }
    return immediate;
  };

  const weights = open.map((o) => new Decimal(o.f.weight));
  const total = weights.reduce((a, b) => a.plus(b), new Decimal(0));
  for (const c of charges) {
    const amount = new Decimal(c.amount);
    if (amount.isZero()) continue;
    if (c.invoicing === 'immediate') {
      now().items.push({ charge: c, amount: amount.toFixed() });
      continue;
    }
    if (c.invoicing === 'next') {
      const next = open.find((o) => o.f.generateTime > opts.now);
      (next ? at(next.index) : now()).items.push({ charge: c, amount: amount.toFixed() });
      continue;
    }
    if (total.isZero()) {
      at(open[0]!.index).items.push({ charge: c, amount: amount.toFixed() });
      continue;
    }
    const shares = weights.map((w) =>
      amount.times(w).div(total).toDecimalPlaces(opts.digits, Decimal.ROUND_DOWN),
    );
    const rest = shares.reduce((a, b) => a.minus(b), amount);
    shares[0] = shares[0]!.plus(rest);
    shares.forEach((s, i) => {
      if (!s.isZero()) at(open[i]!.index).items.push({ charge: c, amount: s.toFixed() });
    });
  }
  const out = [...byFrame.values()].sort((a, b) => a.frameIndex - b.frameIndex);
  if (immediate) out.unshift(immediate);
  return out;
}
