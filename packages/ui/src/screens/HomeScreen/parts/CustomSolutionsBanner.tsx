import { useId } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '../../../components/Button';
import styles from './CustomSolutionsBanner.module.css';

/** Props of {@link CustomSolutionsBanner}. */
export interface CustomSolutionsBannerProps {
  /** Where the contact button writes to (a mailto: link). */
  contactEmail: string;
}

/** docs/product.md#overview: custom integrations (API, CRM, custom exports) offered through a contact-by-e-mail button. */
export function CustomSolutionsBanner({ contactEmail }: CustomSolutionsBannerProps) {
  const titleId = useId();
  const subject = encodeURIComponent('Soluções personalizadas');
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.copy}>
        <h2 id={titleId} className={styles.title}>
          Precisa de uma solução personalizada?
        </h2>
        <p>
          Integração via API, envio direto para o seu CRM e exportações sob medida para a sua
          empresa.
        </p>
      </div>
      <Button asChild variant="secondary" icon={<Mail />}>
        <a href={`mailto:${contactEmail}?subject=${subject}`}>Fale conosco por e-mail</a>
      </Button>
    </section>
  );
}
