import { sql } from 'kysely';

/**
 * A CTE named `unflushed` that lets the transaction of its statement commit without waiting for
 * its WAL to reach the disk (`synchronous_commit` off, for that transaction only; SET LOCAL).
 * The statement must read it (e.g. `… FROM unflushed`), since PostgreSQL skips a plain CTE that
 * nothing reads.
 *
 * For the floor's records that the next one replaces (a zone's scans, a screen's heartbeats),
 * written many times a second: a commit usually waits only briefly for the disk, but when the
 * disk stalls (a hundred milliseconds and more on a busy virtual machine), every commit waits,
 * and so did every scan. Such a commit is visible to every other transaction at once, as
 * any commit; only its durability waits for the WAL writer (a fraction of a second), so a crash
 * of the database server can lose the last moment of these records and never anything else.
 * Prints, labels, plans and sessions commit as usual.
 */
export const unflushedCommit = sql`unflushed AS (SELECT set_config('synchronous_commit', 'off', true) AS setting)`;
