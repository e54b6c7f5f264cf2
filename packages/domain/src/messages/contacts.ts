// docs/product.md#contacts: the texts of the phone and e-mail hints, the WhatsApp link and its greeting.
import type { EmailLabel } from '../contacts/email';
import type { PhoneKind } from '../contacts/phone';

/** The kind of a phone, read from its digits (also the spreadsheets' "Tipo do telefone"). */
export const PHONE_KIND_LABELS: Record<PhoneKind, string> = {
  fixo: 'Fixo',
  celular: 'Celular',
  celular_antigo: 'Celular antigo',
};

/** The label of an e-mail, as its badge shows it. */
export const EMAIL_LABELS: Record<EmailLabel, string> = {
  dominio_proprio: 'domínio próprio',
  provedor_generico: 'provedor genérico',
  provavel_contador: 'provável contador',
};

/** What each e-mail label means, for the badge's title. */
export const EMAIL_LABEL_HINTS: Record<EmailLabel, string> = {
  dominio_proprio: 'O e-mail usa o domínio da própria empresa.',
  provedor_generico: 'O e-mail é de um provedor gratuito, não do domínio da empresa.',
  provavel_contador: 'O e-mail parece ser de um escritório de contabilidade, não da empresa.',
};

/** The WhatsApp link's text. */
export const WHATSAPP_LABEL = 'WhatsApp';

/** The placeholder the greeting replaces with the company's name. */
export const GREETING_COMPANY_PLACEHOLDER = '{empresa}';

/** The greeting the WhatsApp link opens with until the user writes their own. */
export const DEFAULT_WHATSAPP_GREETING = 'Olá! Encontrei a {empresa} e gostaria de conversar.';

/** The greeting editor's texts. */
export const GREETING_EDITOR_TEXTS = {
  open: 'Editar mensagem do WhatsApp',
  title: 'Mensagem do WhatsApp',
  field: 'Mensagem',
  hint: 'Use {empresa} para o nome da empresa. A mensagem fica guardada neste navegador.',
  save: 'Salvar mensagem',
  cancel: 'Cancelar',
  reset: 'Voltar à mensagem padrão',
} as const;

/** "Ligar para (11) 3333-4444": the tel: link's accessible name. */
export const callLabel = (phone: string) => `Ligar para ${phone}`;

/** "WhatsApp (11) 98765-4321": the WhatsApp link's accessible name (opens in a new tab). */
export const whatsappLinkLabel = (phone: string) => `WhatsApp ${phone} (abre em nova aba)`;

/** "com o 9: (11) 98765-4321": an old mobile, offered as it is dialled today. */
export const withNineText = (phone: string) => `com o 9: ${phone}`;

/** "Visitar site empresa.com.br": the own domain's site link. */
export const siteLinkLabel = (domain: string) => `Visitar site ${domain} (abre em nova aba)`;
