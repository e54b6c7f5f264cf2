import { useState } from 'react';
import { Collapsible } from '../../../components/Collapsible';
import type { LinkComponent } from '../../shared/link';
import { isListsRoute, listHref, navEntries } from './nav';
import { type Lista } from '@cnpj/domain';
import styles from './SideMenu.module.css';

/** What the submenu says while the lists are first read. */
export const MENU_LISTS_LOADING = 'Carregando listas...';

/** Props of {@link ListsSubmenu}. */
export interface ListsSubmenuProps {
  lists: readonly Lista[];
  /** True while the lists are first read. */
  loading?: boolean;
  currentPath: string;
  link: LinkComponent;
}

/**
 * docs/product.md#screens-and-routes "Minhas Listas": "Todas as Listas" plus one link per saved list (its descricao), or "Nenhuma
 * lista encontrada" (but "Carregando listas..." while they are first read: none found is not yet known). It opens by itself whenever the route becomes a lists route; the user may still
 * close it there.
 */
export function ListsSubmenu({
  lists,
  loading = false,
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
      {lists.length === 0 &&
        (loading ? (
          <p className={styles.empty} role="status">
            {MENU_LISTS_LOADING}
          </p>
        ) : (
          <p className={styles.empty}>Nenhuma lista encontrada</p>
        ))}
    </Collapsible>
  );
}
