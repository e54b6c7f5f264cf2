// Story data for the statistics dashboard: 30 deterministic days ending on 2025-11-10.
import type { DailyCount, UserStats } from './types';

/** A daily series whose values follow a gentle weekly wave. */
function series(base: number, swing: number): DailyCount[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 9, 12 + i));
    return {
      data: day.toISOString().slice(0, 10),
      total: base + Math.round(swing * Math.sin(i / 2)) + (i % 7 === 5 ? swing : 0),
    };
  });
}

/** A month of a small platform. */
export const stats: UserStats = {
  total_usuarios: 1284,
  usuarios_pagos: 97,
  pesquisas_30_dias: 8412,
  cadastros_por_dia: series(6, 4),
  pesquisas_por_dia: series(280, 90),
  planos: [
    { plano: 'G', total: 1187 },
    { plano: 'M', total: 61 },
    { plano: 'S', total: 22 },
    { plano: 'A', total: 14 },
  ],
  usuarios: [
    {
      userId: 'u-1001',
      email: 'ana.souza@example.com',
      plano: 'M',
      criado_em: '2025-03-02T13:20:00Z',
      ultimo_acesso: '2025-11-10T09:12:00Z',
      pesquisas: 412,
    },
    {
      userId: 'u-1002',
      email: 'carlos@example.com',
      plano: 'G',
      criado_em: '2025-10-28T18:03:00Z',
      ultimo_acesso: '2025-11-01T11:45:00Z',
      pesquisas: 10,
    },
    {
      userId: 'u-1003',
      email: null,
      plano: null,
      criado_em: '2025-11-09T08:00:00Z',
      ultimo_acesso: null,
      pesquisas: 0,
    },
  ],
};
