import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { createSession, deleteSession, fetchSession } from './session-api.ts';

export const authResolvers: Resolvers = {
  Query: {
    async viewer(_parent, _args, { upstream, logger }) {
      const result = await fetchSession(upstream);
      // No admin session (none at all, or only a floor screen's) is an answer here, not an error:
      // the web app shows its sign-in state.
      if (!result.ok && (result.status === 401 || result.status === 403)) return null;
      return bodyOrThrow(result, logger).user;
    },
  },

  Mutation: {
    async signIn(_parent, { input }, { upstream, setCookie, logger }) {
      const result = await createSession(upstream, {
        email: input.email,
        password: input.password,
      });
      setCookie(result.setCookies);
      if (!result.ok && [400, 401, 429].includes(result.status)) {
        // The message concerns the email and password together, so it belongs to the whole form;
        // after too many wrong passwords (429) it says when to try again.
        const message = result.body?.message ?? 'Incorrect email or password.';
        return { user: null, userErrors: [{ field: [], message }] };
      }
      return { user: bodyOrThrow(result, logger).user, userErrors: [] };
    },

    async signOut(_parent, _args, { upstream, setCookie, logger }) {
      const result = await deleteSession(upstream);
      setCookie(result.setCookies);
      bodyOrThrow(result, logger);
      return { signedOut: true };
    },
  },

  User: {
    id: (user) => String(user.id),
  },
};
