import { formatDateTime, formatInteger } from '../../../format';
import { InfoList, Section } from '../../shared/Section';
import { planGroupLabel } from '../../shared/plan-groups';
import type { UserStatsDetail } from '../types';
import { RecentSearches } from './RecentSearches';
import styles from './parts.module.css';

type Props = { user: UserStatsDetail };

/** E-mail, plan (free or paid; docs/product.md#overview hides paid plan names), sign-up and last access. */
export function AccountSection({ user }: Props) {
  return (
    <Section title="Conta">
      <InfoList
        items={[
          { label: 'E-mail', value: user.email },
          { label: 'Plano', value: planGroupLabel(user.plano) },
          { label: 'Criado em', value: formatDateTime(user.criado_em) },
          { label: 'Último acesso', value: formatDateTime(user.ultimo_acesso) },
        ]}
      />
    </Section>
  );
}

/** Searches in total and the latest ones. */
export function UsageSection({ user }: Props) {
  return (
    <Section title="Uso" wide>
      <InfoList items={[{ label: 'Pesquisas realizadas', value: formatInteger(user.pesquisas) }]} />
      <h3 className={styles.subtitle}>Pesquisas recentes</h3>
      <RecentSearches searches={user.pesquisas_recentes} />
    </Section>
  );
}

/** The user's saved lists. */
export function ListsSection({ user }: Props) {
  return (
    <Section title="Listas">
      {user.listas.length === 0 ? (
        <p>Nenhuma lista encontrada</p>
      ) : (
        <ul className={styles.lists}>
          {user.listas.map((list) => (
            <li key={list.id}>{list.descricao}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
