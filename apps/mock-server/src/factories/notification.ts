// Notifications shown on the home page: HTML text, date-time, read state (docs/product.md#entities).
import { Rng, mixSeed } from '../lib/random.ts';
import type { Notificacao } from '@cnpj/domain';

const TEXTS = [
  'A base foi <strong>atualizada</strong> com os dados mais recentes da Receita Federal.',
  'Novo filtro disponível: <em>CNAEs secundários</em> na pesquisa de empresas.',
  'Sua exportação para Excel está pronta. Confira em <a href="/minhas-listas">Minhas Listas</a>.',
  'Manutenção programada no domingo, das 2h às 4h.',
  'Dica: use <strong>Enviar todos para lista</strong> para salvar até 65.535 empresas de uma vez.',
  'Bem-vindo! Comece pela <a href="/pesquisar-empresas">pesquisa de empresas</a>.',
];

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

/** A user's starting notifications, newest first: some read, some unread. */
export function initialNotifications(seed: number, userId: string): Notificacao[] {
  return TEXTS.slice(0, 5)
    .map((texto, i) =>
      buildNotification(
        { id: i + 1, texto, lida: i < 2 ? 'N' : i === 2 ? null : 'S' },
        mixSeed(seed, userId, i),
      ),
    )
    .map((item, i) => ({
      ...item,
      data_hora: `2026-10-${String(30 - i * 4).padStart(2, '0')}T14:${String(10 + i).padStart(2, '0')}:00.000Z`,
    }));
}
