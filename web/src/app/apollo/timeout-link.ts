import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { throwError, timeout } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * When the call must have answered, as a `Date.now()` time: cuts its time-out short (a box
     * scan tried again keeps the 7 s that started with the scan).
     */
    deadline?: number;
  }
}

/** A call that had no answer within its time-out: it failed, and its answer will never come. */
export class CallTimeoutError extends Error {
  override readonly name = 'CallTimeoutError';

  constructor(
    readonly operationName: string,
    readonly timeoutMs: number,
  ) {
    super(`${operationName} had no answer within ${timeoutMs} ms`);
  }

  static is(error: unknown): error is CallTimeoutError {
    return error instanceof CallTimeoutError;
  }
}

/**
 * Gives each query and mutation named in `timeouts` that many milliseconds (less when its
 * context has an earlier `deadline`), then ends it with a CallTimeoutError. Ending it
 * unsubscribes from the HTTP link, which aborts the request: an answer that comes later is never
 * read, so it can never be shown.
 */
export function createTimeoutLink(timeouts: Readonly<Record<string, number>>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '';
    const limit = timeouts[name];
    if (limit === undefined || operation.operationType === OperationTypeNode.SUBSCRIPTION) {
      return forward(operation);
    }
    const { deadline } = operation.getContext();
    const ms = deadline === undefined ? limit : Math.max(0, Math.min(limit, deadline - Date.now()));
    return forward(operation).pipe(
      timeout({ first: ms, with: () => throwError(() => new CallTimeoutError(name, ms)) }),
    );
  });
}
