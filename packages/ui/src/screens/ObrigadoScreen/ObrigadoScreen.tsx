import { CircleCheck, Download, FileSearch, Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/Button';
import { PlainLink, type LinkComponent } from '../shared/link';
import styles from './ObrigadoScreen.module.css';

/** Props of {@link ObrigadoScreen}. */
export interface ObrigadoScreenProps {
  /** Renders in-app links; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** docs/product.md#screens-and-routes thank-you page: the four abilities a subscription unlocks. */
const abilities = [
  { icon: Search, text: 'Pesquisas ilimitadas de empresas' },
  { icon: FileSearch, text: 'Dados detalhados de CNPJ' },
  { icon: Download, text: 'Exportação de listas de empresas' },
  { icon: SlidersHorizontal, text: 'Gerenciar pesquisas salvas' },
] as const;

/** docs/product.md#screens-and-routes /obrigado, shown after a payment; recording the visit is the app's job. */
export function ObrigadoScreen({ linkComponent: Link = PlainLink }: ObrigadoScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <CircleCheck className={styles.check} size={56} aria-hidden="true" />
        <h1 className={styles.title}>Obrigado pela sua assinatura!</h1>
        {/* A no-break space keeps "a:" with "acesso", so it never ends alone on a line. */}
        <p className={styles.text}>
          {'Seu pagamento foi processado com sucesso. Agora você tem acesso\u00a0a:'}
        </p>
        <ul className={styles.abilities}>
          {abilities.map(({ icon: Icon, text }) => (
            <li key={text} className={styles.ability}>
              <Icon size={20} aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <Button asChild size="lg">
          <Link href="/">Começar a usar agora</Link>
        </Button>
      </div>
    </main>
  );
}
