// Stories' contact states (docs/product.md#contacts): one company per phone kind and e-mail label,
// and a greeting kept in the story's state as the app keeps it in the browser.
import { useState, type ReactNode } from 'react';
import { DEFAULT_WHATSAPP_GREETING, type EmpresaResumo } from '@cnpj/domain';
import { ContactSettingsProvider } from './ContactSettings';

/** The phone and e-mail of one company, over a base row. */
type Contact = Pick<EmpresaResumo, 'ddd1' | 'fone1' | 'ddd2' | 'fone2' | 'email' | 'nome_fantasia'>;

const none = { ddd2: null, fone2: null } as const;

/** Landline, mobile, old mobile and no phone; own domain, generic provider, accountant by word and shared. */
export const CONTACT_STATES: Contact[] = [
  {
    nome_fantasia: 'Padaria Fixa',
    ddd1: '11',
    fone1: '33334444',
    ...none,
    email: 'vendas@padariafixa.com.br',
  },
  {
    nome_fantasia: 'Doceria Móvel',
    ddd1: '11',
    fone1: '987654321',
    ...none,
    email: 'doceria@gmail.com',
  },
  {
    nome_fantasia: 'Café Antigo',
    ddd1: '21',
    fone1: '87654321',
    ...none,
    email: 'fiscal@silvacontabil.com.br',
  },
  {
    nome_fantasia: 'Bar Sem Fone',
    ddd1: null,
    fone1: null,
    ...none,
    email: 'contato@alfa-assessoria.com.br',
  },
  {
    nome_fantasia: 'Lanchonete Vizinha',
    ddd1: '11',
    fone1: '-',
    ...none,
    email: 'CONTATO@alfa-assessoria.com.br',
  },
];

/** Keeps the greeting in the story's state, as the app keeps it in localStorage. */
export function StoryContactSettings({
  children,
  initial = DEFAULT_WHATSAPP_GREETING,
}: {
  children: ReactNode;
  initial?: string;
}) {
  const [greeting, setGreeting] = useState(initial);
  return (
    <ContactSettingsProvider greeting={greeting} onGreetingChange={setGreeting}>
      {children}
    </ContactSettingsProvider>
  );
}
