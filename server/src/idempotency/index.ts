// Idempotency keys (idempotency-service.ts): the handlers of the operations whose contract declares
// the Idempotency-Key header are wrapped so that a request carrying a key does its work once.
// Adding the header parameter to an operation in openapi.yaml is all it takes to give it keys.
import type { AreaDeps } from '../area.js';
import type { Ctx, Handlers, OpId } from '../http/api-types.js';
import { operations } from '../../../generated/operations.js';
import { createIdempotencyService, IDEMPOTENCY_HEADER, type Reply } from './idempotency-service.js';

type Loose = (ctx: Ctx<OpId>) => Reply | Promise<Reply>;

/** The operations that take a key, from the contract. */
export const keyedOperations = (Object.keys(operations) as OpId[]).filter((id) =>
  (operations[id].headerParams as readonly string[]).includes(IDEMPOTENCY_HEADER),
);

export function idempotencyArea(deps: Pick<AreaDeps, 'db' | 'clock' | 'logger'>) {
  const service = createIdempotencyService(deps);
  return {
    services: { idempotency: service },
    /** The same handlers, those of keyed operations doing their work once per key. */
    wrap<H extends Handlers>(handlers: H): H {
      const wrapped: Record<string, unknown> = { ...handlers };
      for (const id of keyedOperations) {
        const handler = handlers[id] as unknown as Loose;
        const keyed: Loose = (ctx) => {
          const key = ctx.req.headers['idempotency-key'];
          const tenant = ctx.tenant as { id: string } | undefined;
          if (typeof key !== 'string' || !tenant) return handler(ctx);
          return service.once(
            { tenantId: tenant.id, operationId: id, key },
            {
              params: ctx.params as Record<string, unknown>,
              query: ctx.query,
              body: ctx.body,
              files: ctx.files,
            },
            () => handler(ctx),
          );
        };
        // Keeps what marks a handler (not implemented) on the wrapper.
        wrapped[id] = Object.assign(keyed, handler);
      }
      return wrapped as H;
    },
  };
}
