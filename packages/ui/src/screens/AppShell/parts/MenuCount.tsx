// The Radar entry's count (docs/product.md#radar "Told where the user looks"): a figure on the entry,
// read out as "12 empresas novas no Radar" as the link's description, so its name stays "Radar".
import { radarMenuCountLabel } from '@cnpj/domain';
import styles from './MenuCount.module.css';

/** Props of {@link MenuCountFigure} and {@link MenuCountDescription}. */
export interface MenuCountProps {
  /** The new companies waiting in the Radar's queues; nothing shows at 0. */
  count: number;
}

/** The figure inside the link, hidden from assistive technology (it reads the description). */
export function MenuCountFigure({ count, corner = false }: MenuCountProps & { corner?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={corner ? styles.corner : styles.figure} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The count in words, referenced by the link's aria-describedby; never shown. */
export function MenuCountDescription({ count, id }: MenuCountProps & { id: string }) {
  if (count <= 0) return null;
  return (
    <span id={id} hidden>
      {radarMenuCountLabel(count)}
    </span>
  );
}
