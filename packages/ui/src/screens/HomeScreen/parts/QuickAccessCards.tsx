import { Building2, ListChecks, Search } from 'lucide-react';
import { PlainLink, type LinkComponent } from '../../shared/link';
import styles from './QuickAccessCards.module.css';

/** docs/product.md#screens-and-routes Home: the three quick-access destinations. */
const cards = [
  {
    href: '/pesquisar-empresas',
    icon: Search,
    title: 'Pesquisar Empresas',
    text: 'Filtre empresas por região, atividade, porte e muito mais.',
  },
  {
    href: '/minhas-listas',
    icon: ListChecks,
    title: 'Minhas Listas',
    text: 'Acesse e exporte suas listas salvas.',
  },
  {
    href: '/pesquisar-cnpj',
    icon: Building2,
    title: 'Pesquisar CNPJ',
    text: 'Consulte os dados completos de um CNPJ.',
  },
] as const;

/** Props of {@link QuickAccessCards}. */
export interface QuickAccessCardsProps {
  linkComponent?: LinkComponent;
}

/**
 * Three cards. The link holds only the title, so its name is short, and a stretched pseudo-element
 * makes the whole card the click target.
 */
export function QuickAccessCards({ linkComponent: Link = PlainLink }: QuickAccessCardsProps) {
  return (
    <ul className={styles.cards} aria-label="Acesso rápido">
      {cards.map(({ href, icon: Icon, title, text }) => (
        <li key={href} className={styles.card}>
          <Icon className={styles.icon} size={28} aria-hidden="true" />
          <Link href={href} className={styles.link}>
            {title}
          </Link>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
