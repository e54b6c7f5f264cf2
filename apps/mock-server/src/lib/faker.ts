// One pt-BR faker instance, re-seeded before each build so a company depends only on its seed.
import { Faker, base, en, pt_BR } from '@faker-js/faker';

const faker = new Faker({ locale: [pt_BR, en, base] });

/** The faker instance seeded with the given seed (callers use it synchronously, then let go). */
export function seededFaker(seed: number): Faker {
  faker.seed(seed);
  return faker;
}
