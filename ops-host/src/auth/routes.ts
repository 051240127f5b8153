import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireUser } from '../http/access.ts';
import { SESSION_COOKIE } from '../http/authenticate.ts';
import { access } from '../http/route-access.ts';
import { object, text } from '../http/schemas.ts';
import { limitedAttempt, type Limit } from '../rate-limit/service.ts';
import { signIn, signOut } from './sessions.ts';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';

/** Wrong passwords allowed per email, and per client address, within a minute. */
export const SIGN_IN_LIMITS: { email: Limit; address: Limit } = {
  email: { attempts: 5, windowMs: 60_000 },
  address: { attempts: 20, windowMs: 60_000 },
};

export const tooManySignIns = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`;

const signInBody = object(
  { email: text(254, { minLength: 3 }), password: text(1024, { minLength: 1 }) },
  ['email', 'password'],
);

const userSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } },
} as const;

export function authRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessionTtlMs: number;
    secureCookies: boolean;
    /** The time the sign-in limits count by (tests move it). */
    now?: () => Date;
  },
) {
  const clock = deps.now ?? (() => new Date());
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: deps.secureCookies,
  };

  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: access.public(),
      schema: {
        body: signInBody,
        response: { 200: { type: 'object', properties: { user: userSchema } } },
      },
    },
    async (request, reply) => {
      // Wrong passwords count per email and per client address (in the database, shared by every
      // host process); past either limit every attempt is refused until the window has passed.
      // Attempts on one email or from one address take turns (rate-limit/service.ts), so a burst
      // of concurrent guesses cannot all pass the limit; a right password never counts.
      const result = await limitedAttempt(
        deps.db,
        [
          {
            bucket: `sign-in-email:${request.body.email.trim().toLowerCase()}`,
            limit: SIGN_IN_LIMITS.email,
          },
          { bucket: `sign-in-address:${request.ip}`, limit: SIGN_IN_LIMITS.address },
        ],
        tooManySignIns,
        (tx) => signIn(tx, request.body.email, request.body.password, deps.sessionTtlMs),
        clock(),
      );
      if (!result) return reply.code(401).send({ message: WRONG_CREDENTIALS });
      void reply.setCookie(SESSION_COOKIE, result.token, {
        ...cookieOptions,
        maxAge: Math.floor(deps.sessionTtlMs / 1000),
      });
      return { user: result.user };
    },
  );

  app.get(
    '/session',
    {
      config: access.admin('session'),
      schema: { response: { 200: { type: 'object', properties: { user: userSchema } } } },
    },
    async (request) => ({ user: requireUser(request) }),
  );

  app.delete('/session', { config: access.public() }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut(deps.db, token);
    void reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
