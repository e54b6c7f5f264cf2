import type { Notificacao } from './notifications';

/** Story data: two unread (one with HTML) and two read notifications, newest first. */
export const sampleNotifications: readonly Notificacao[] = [
  {
    id: 4,
    texto:
      '<p>Nova base da <strong>Receita Federal</strong> importada: 312 mil empresas novas.</p>',
    data_hora: '2025-05-02T14:07:00Z',
    lida: 'N',
  },
  {
    id: 3,
    texto: 'Sua lista <em>Clientes SP</em> foi exportada. <a href="/minhas-listas">Ver listas</a>',
    data_hora: '2025-04-28T09:30:00Z',
    lida: null,
  },
  {
    id: 2,
    texto: 'Bem-vindo! Comece pela <strong>Pesquisa de Empresas</strong>.',
    data_hora: '2025-04-01T12:00:00Z',
    lida: 'S',
  },
  {
    id: 1,
    texto: 'Manutenção programada concluída.',
    data_hora: '2025-03-15T22:45:00Z',
    lida: 'S',
  },
];
