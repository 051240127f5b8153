import { createHash } from 'node:crypto';

/**
 * What the database keeps of a secret token (an admin or floor session, an API key): its
 * SHA-256, so that a read of the tables signs nobody in.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
