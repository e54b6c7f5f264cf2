// Story data: the notifications a new user finds in the mock (@cnpj/fixtures, decision 046).
import { sampleNotifications as newUserNotifications } from '@cnpj/fixtures';
import type { Notificacao } from './notifications';

/** Two unread (one with `lida: null`), then read ones, newest first; some with HTML. */
export const sampleNotifications: readonly Notificacao[] = newUserNotifications();
