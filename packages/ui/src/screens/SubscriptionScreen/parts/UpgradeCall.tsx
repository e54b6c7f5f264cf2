import { Crown, Mail } from 'lucide-react';
import { Button } from '../../../components/Button';
import styles from './parts.module.css';

/** Props of {@link UpgradeCall}. */
export interface UpgradeCallProps {
  /** The checkout page; without it the call becomes an e-mail to `contactEmail`. */
  subscribeUrl?: string;
  contactEmail: string;
}

/** The call to action of a free-plan user: subscribe, or write to the team when there is no checkout. */
export function UpgradeCall({ subscribeUrl, contactEmail }: UpgradeCallProps) {
  return (
    <div className={styles.upgrade}>
      <p className={styles.upgradeTitle}>Assine para ter acesso completo.</p>
      <p>
        Com um plano pago você navega por todos os resultados, exporta suas pesquisas para Excel e
        gera listas.
      </p>
      {subscribeUrl ? (
        <Button asChild icon={<Crown />}>
          <a href={subscribeUrl}>Assinar agora</a>
        </Button>
      ) : (
        <Button asChild icon={<Mail />}>
          <a href={`mailto:${contactEmail}?subject=${encodeURIComponent('Quero assinar')}`}>
            Falar com a equipe
          </a>
        </Button>
      )}
    </div>
  );
}
