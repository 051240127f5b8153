import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireUser } from '../http/access.ts';
import { SESSION_COOKIE } from '../http/authenticate.ts';
import { signIn, signOut } from './sessions.ts';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';

const signInBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
  additionalProperties: false,
} as const;

const userSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } },
} as const;

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessionTtlMs: number; secureCookies: boolean },
) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: deps.secureCookies,
  };

  app.post<{ Body: { email: string; password: string } }>(
    '/session',
    {
      config: { public: true },
      schema: {
        body: signInBody,
        response: { 200: { type: 'object', properties: { user: userSchema } } },
      },
    },
    async (request, reply) => {
      const result = await signIn(
        deps.db,
        request.body.email,
        request.body.password,
        deps.sessionTtlMs,
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
    { schema: { response: { 200: { type: 'object', properties: { user: userSchema } } } } },
    async (request) => ({ user: requireUser(request) }),
  );

  app.delete('/session', { config: { public: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await signOut(deps.db, token);
    void reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
