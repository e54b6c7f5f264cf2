// Notifications shown on the home page: HTML text, date-time, read state (docs/product.md#entities).
// The texts and a new user's list are the sample data's (@cnpj/fixtures).
import { Rng, mixSeed } from '../lib/random.ts';
import type { Notificacao } from '@cnpj/domain';
import { NOTIFICATION_TEXTS, sampleNotifications } from '@cnpj/fixtures';

const TEXTS = NOTIFICATION_TEXTS;

let sequence = 0;

/** One notification; overrides win over the seeded values. */
export function buildNotification(
  overrides: Partial<Notificacao> = {},
  seed = mixSeed('notification', (sequence += 1)),
): Notificacao {
  const rng = new Rng(seed);
  const day = rng.int(1, 28);
  return {
    id: overrides.id ?? rng.int(1, 1_000_000),
    texto: rng.pick(TEXTS),
    data_hora: `2026-10-${String(day).padStart(2, '0')}T${String(rng.int(8, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`,
    lida: rng.pick(['S', 'N', null] as const),
    ...overrides,
  };
}

/** A user's starting notifications, newest first: the sample ones the kit's home stories show (decision 046). */
export function initialNotifications(_seed: number, _userId: string): Notificacao[] {
  return sampleNotifications();
}
