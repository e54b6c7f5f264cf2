import {
  RADAR_LIST_CHANGES_FAILED,
  RADAR_LIST_CHANGES_FIRST,
  RADAR_LIST_CHANGES_FIRST_OF_LIST,
  RADAR_LIST_CHANGES_UNAVAILABLE,
  changeText,
  comparedHereText,
  listReadBoundText,
  noListChangesText,
} from '@cnpj/domain';
import { useId } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { detailHref } from '../../shared/companies';
import type { LinkComponent } from '../../shared/link';
import type { ListChangesItem, ListChangesRead, ListChangesState } from '../types';
import styles from './ListChanges.module.css';

/** Props of {@link ListChanges}. */
export interface ListChangesProps {
  state: ListChangesState;
  onRetry: (listId: number) => void;
  link: LinkComponent;
}

/** Compared in this browser and no list read before this release: nothing to compare yet. */
const firstEverywhere = (state: ListChangesState) =>
  state.kind === 'ready' &&
  state.comparedHere === true &&
  state.lists.length > 0 &&
  state.lists.every((list) => list.read.kind === 'first');

/**
 * "O que mudou nas minhas listas" (docs/product.md#radar): per list, each company now "Baixada",
 * "Inapta" or "Suspensa", a phone or e-mail new or gone, a new address; each change opens the
 * company. Compared in this browser, each list says with which release; before the first
 * comparison, the section says when it comes. Where the backend cannot list a list's companies, the
 * section says so plainly.
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
      {firstEverywhere(state) && <p className={styles.plain}>{RADAR_LIST_CHANGES_FIRST}</p>}
      {state.kind === 'ready' &&
        !firstEverywhere(state) &&
        state.lists.map((list) => (
          <ListChangesOfOne
            key={list.listId}
            list={list}
            comparedHere={state.comparedHere === true}
            onRetry={onRetry}
            link={link}
          />
        ))}
    </section>
  );
}

/** Where a list was compared and how much of it, said before its changes when this browser did it. */
function ComparedHere({ list }: { list: ListChangesItem }) {
  if (list.read.kind !== 'ready') return null;
  const bound = list.read.bound && listReadBoundText(list.read.bound.read, list.read.bound.total);
  return (
    <>
      <p className={styles.where}>{comparedHereText(list.since)}</p>
      {bound && <p className={styles.where}>{bound}</p>}
    </>
  );
}

function ListChangesOfOne({
  list,
  comparedHere,
  onRetry,
  link,
}: { list: ListChangesItem; comparedHere: boolean } & Omit<ListChangesProps, 'state'>) {
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
      {read.kind === 'first' && <p className={styles.plain}>{RADAR_LIST_CHANGES_FIRST_OF_LIST}</p>}
      {comparedHere && <ComparedHere list={list} />}
      {read.kind === 'ready' && <Changes list={list} read={read} link={link} />}
    </div>
  );
}

function Changes({
  list,
  read: { changes },
  link: Link,
}: {
  list: ListChangesItem;
  read: Extract<ListChangesRead, { kind: 'ready' }>;
  link: LinkComponent;
}) {
  if (changes.length === 0) return <p className={styles.plain}>{noListChangesText(list.since)}</p>;
  return (
    <ul className={styles.changes} aria-label={`O que mudou em ${list.name}`}>
      {changes.map((change) => (
        <li key={`${change.cnpj}:${change.tipo}:${change.base}`} className={styles.change}>
          <Link href={detailHref(change.cnpj)} className={styles.company}>
            {change.nome}
          </Link>
          <span>{changeText(change)}</span>
        </li>
      ))}
    </ul>
  );
}
