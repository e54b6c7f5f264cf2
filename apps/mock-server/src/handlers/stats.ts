// Extensions for the statistics screens (openapi tag `extensions`): derived from the store's users.
import type { MockOptions } from '../options.ts';
import type { UserState } from '../store.ts';
import { DATA_DATE, fromDay, toDay } from '../search/ranges.ts';
import { authed, fail } from './context.ts';
import { http } from './http.ts';

function summary(user: UserState) {
  return {
    userId: user.userId,
    email: user.email,
    plano: user.plano,
    criado_em: user.createdAt,
    ultimo_acesso: user.lastAccess,
    pesquisas: user.searchCount,
  };
}

function lastDays(total: number, days = 30) {
  return Array.from({ length: days }, (_, i) => ({
    data: fromDay(toDay(DATA_DATE) - (days - 1 - i)),
    total: i === days - 1 ? total : 0,
  }));
}

/** Every user's summary, with totals per plan and per day. */
function usersStats(options: MockOptions) {
  return http.get(
    '/api/stats/usuarios',
    authed(options, (info) => {
      const users = [...options.store.users.values()];
      const searches = users.reduce((sum, user) => sum + user.searchCount, 0);
      const plans = new Map<string, number>();
      users.forEach((user) => plans.set(user.plano, (plans.get(user.plano) ?? 0) + 1));
      return info.response(200).json({
        total_usuarios: users.length,
        usuarios_pagos: users.filter((user) => user.plano !== 'G').length,
        pesquisas_30_dias: searches,
        cadastros_por_dia: lastDays(users.length),
        pesquisas_por_dia: lastDays(searches),
        planos: [...plans].map(([plano, total]) => ({ plano, total })),
        usuarios: users.map(summary),
      });
    }),
  );
}

/** One user's summary, lists and latest searches. */
function userStats(options: MockOptions) {
  return http.get(
    '/api/stats/usuarios/{userId}',
    authed(options, (info) => {
      const user = options.store.users.get(info.params.userId);
      if (!user) return fail(info, 404, 'Usuário não encontrado', 'NOT_FOUND');
      const recent = [...user.searches]
        .slice(-10)
        .reverse()
        .map(([pesquisaId, plan]) => ({
          pesquisaId,
          data_hora: user.lastAccess ?? user.createdAt,
          uf: plan.criteria.uf,
          total: plan.total,
        }));
      return info.response(200).json({
        ...summary(user),
        listas: [...user.listas.values()].map(({ id, descricao }) => ({ id, descricao })),
        pesquisas_recentes: recent,
      });
    }),
  );
}

/** The register's imports, newest first. */
function importHistory(options: MockOptions) {
  return http.get(
    '/api/atualizacao/historico',
    authed(options, (info) => {
      // The register's releases, newest first (QA publishes more), then older monthly imports.
      const releases = [...options.store.register.releases].reverse();
      const oldest = toDay(releases.at(-1) ?? DATA_DATE);
      const earlier = Array.from({ length: Math.max(0, 6 - releases.length) }, (_, i) =>
        fromDay(oldest - (i + 1) * 30),
      );
      return info.response(200).json(
        [...releases, ...earlier].map((date, i) => ({
          dt_atualizado_ate: date,
          dt_importacao: `${fromDay(toDay(date) + 2)}T06:00:00.000Z`,
          empresas_novas: 310_000 + ((i * 7919) % 90_000),
          status: 'concluida' as const,
        })),
      );
    }),
  );
}

/** Users statistics, one user's detail and the import history. */
export function statsHandlers(options: MockOptions) {
  return [usersStats(options), userStats(options), importHistory(options)];
}
