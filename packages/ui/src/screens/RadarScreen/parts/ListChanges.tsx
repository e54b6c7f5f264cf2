import {
  RADAR_LIST_CHANGES_FAILED,
  RADAR_LIST_CHANGES_UNAVAILABLE,
  changeText,
  noListChangesText,
} from '@cnpj/domain';
import { useId } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { detailHref } from '../../shared/companies';
import type { LinkComponent } from '../../shared/link';
import type { ListChangesItem, ListChangesState } from '../types';
import styles from './ListChanges.module.css';

/** Props of {@link ListChanges}. */
export interface ListChangesProps {
  state: ListChangesState;
  onRetry: (listId: number) => void;
  link: LinkComponent;
}

/**
 * "O que mudou nas minhas listas" (docs/product.md#radar): per list, each company now "Baixada",
 * "Inapta" or "Suspensa", a phone or e-mail new or gone, a new address; each change opens the
 * company. Where the backend cannot list a list's companies, the section says so plainly.
 */
export function ListChanges({ state, onRetry, link }: ListChangesProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        O que mudou nas minhas listas
      </h2>
      {state.kind === 'unavailable' && (
        <p className={styles.plain}>{RADAR_LIST_CHANGES_UNAVAILABLE}</p>
      )}
      {state.kind === 'loading' && (
        <p className={styles.plain} role="status">
          Carregando o que mudou nas listas…
        </p>
      )}
      {state.kind === 'ready' && state.lists.length === 0 && (
        <p className={styles.plain}>Nenhuma lista encontrada</p>
      )}
      {state.kind === 'ready' &&
        state.lists.map((list) => (
          <ListChangesOfOne key={list.listId} list={list} onRetry={onRetry} link={link} />
        ))}
    </section>
  );
}

function ListChangesOfOne({
  list,
  onRetry,
  link: Link,
}: { list: ListChangesItem } & Omit<ListChangesProps, 'state'>) {
  const { read } = list;
  return (
    <div className={styles.list}>
      <h3 className={styles.name}>{list.name}</h3>
      {read.kind === 'loading' && (
        <p className={styles.plain} role="status">
          Carregando…
        </p>
      )}
      {read.kind === 'error' && (
        <Banner
          variant="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => onRetry(list.listId)}>
              Tentar novamente
            </Button>
          }
        >
          {RADAR_LIST_CHANGES_FAILED}
        </Banner>
      )}
      {read.kind === 'ready' && read.changes.length === 0 && (
        <p className={styles.plain}>{noListChangesText(list.since)}</p>
      )}
      {read.kind === 'ready' && read.changes.length > 0 && (
        <ul className={styles.changes} aria-label={`O que mudou em ${list.name}`}>
          {read.changes.map((change) => (
            <li key={`${change.cnpj}:${change.tipo}:${change.base}`} className={styles.change}>
              <Link href={detailHref(change.cnpj)} className={styles.company}>
                {change.nome}
              </Link>
              <span>{changeText(change)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
