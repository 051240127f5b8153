import { createHash } from 'node:crypto';
import { Faker, base, en, en_US } from '@faker-js/faker';

/**
 * A Faker with its own seed, derived from scope. Each part of the seed draws from its own
 * instance so that changing one part (say, more boxes) does not reshuffle every other table.
 */
export function createRandom(scope: string): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(createHash('sha256').update(`ops-seed:${scope}`).digest().readUInt32BE(0));
  return faker;
}
