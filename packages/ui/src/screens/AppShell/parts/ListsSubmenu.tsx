import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Collapsible } from '../../../components/Collapsible';
import type { LinkComponent } from '../../shared/link';
import { isListsRoute, listHref, navEntries } from '../../shared/nav';
import {
  LISTS_LOADING_TEXT,
  LISTS_MENU_FAILED_MESSAGE,
  NO_LISTS_MESSAGE,
  RETRY_LABEL,
  type Lista,
} from '@cnpj/domain';
import styles from './SideMenu.module.css';

/**
 * What is known of the user's lists: still being read, could not be read, or read (then `lists` is
 * the answer, possibly empty). Only 'loaded' with no lists may say "Nenhuma lista encontrada".
 */
export type MenuListsStatus = 'loading' | 'failed' | 'loaded';

/** The submenu's content, as the app reads it: the lists, what is known of them, and a retry. */
export interface MenuLists {
  /** The user's saved lists; empty while unread or unreadable. */
  items: readonly Lista[];
  /** 'loaded' by default. */
  status?: MenuListsStatus;
  /** "Tentar novamente" after a failure: the app reads the lists again. */
  onRetry?: () => void;
}

/** Props of {@link ListsSubmenu}. */
export interface ListsSubmenuProps {
  lists: MenuLists;
  currentPath: string;
  link: LinkComponent;
}

/** The line under "Todas as Listas" when there are no list links to show (docs/product.md#layout). */
function NoListLinks({ status, onRetry }: { status: MenuListsStatus; onRetry?: () => void }) {
  if (status === 'loading') {
    return (
      <p className={styles.empty} role="status" aria-busy="true">
        {LISTS_LOADING_TEXT}
      </p>
    );
  }
  if (status === 'failed') {
    // A failure is said as one, with a way to try again: read as "none found", it would tell the
    // user their lists were gone (docs/product.md#errors).
    return (
      <div className={styles.failed}>
        <p role="status">{LISTS_MENU_FAILED_MESSAGE}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        )}
      </div>
    );
  }
  return <p className={styles.empty}>{NO_LISTS_MESSAGE}</p>;
}

/**
 * docs/product.md#layout "Minhas Listas": "Todas as Listas" plus one link per saved list (its
 * descricao), or "Nenhuma lista encontrada" once the lists were read and there are none; while they
 * are first read it says so, and when they could not be read it says that, with "Tentar novamente".
 * It opens by itself whenever the route becomes a lists route; the user may still close it there.
 */
export function ListsSubmenu({
  lists: { items: lists, status = 'loaded', onRetry },
  currentPath,
  link: Link,
}: ListsSubmenuProps) {
  const onListsRoute = isListsRoute(currentPath);
  const [open, setOpen] = useState(onListsRoute);
  const [seenPath, setSeenPath] = useState(currentPath);
  // Adjusting state while rendering when a prop changes (react.dev "you might not need an effect").
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    if (onListsRoute) setOpen(true);
  }
  const current = (href: string) => (currentPath === href ? 'page' : undefined);
  const { label, icon: Icon } = navEntries.lists;
  return (
    <Collapsible label={label} icon={<Icon size={20} />} open={open} onOpenChange={setOpen}>
      <Link
        href={navEntries.lists.href}
        className={styles.subLink}
        aria-current={current(navEntries.lists.href)}
      >
        Todas as Listas
      </Link>
      {lists.map((list) => (
        <Link
          key={list.id}
          href={listHref(list)}
          className={styles.subLink}
          aria-current={current(listHref(list))}
        >
          {list.descricao}
        </Link>
      ))}
      {lists.length === 0 && <NoListLinks status={status} onRetry={onRetry} />}
    </Collapsible>
  );
}
