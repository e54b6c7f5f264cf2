import { obrigadoAbilities, type ObrigadoAbility, type PlanoLimites } from '@cnpj/domain';
import { CircleCheck, Download, FileSearch, Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/Button';
import { PlainLink, type LinkComponent } from '../shared/link';
import styles from './ObrigadoScreen.module.css';

/**
 * The plan bought, as far as the app could read it: `loading` while it reads (no line is promised
 * yet), then its limits, or null when the backend could not say (docs/product.md#thank-you-page).
 */
export type ObrigadoPlan = { kind: 'loading' } | { kind: 'ready'; limites: PlanoLimites | null };

/** Props of {@link ObrigadoScreen}. */
export interface ObrigadoScreenProps {
  plan: ObrigadoPlan;
  /** Renders in-app links; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

const ICONS: Record<ObrigadoAbility['key'], typeof Search> = {
  pesquisas: Search,
  dados: FileSearch,
  exportacao: Download,
  'pesquisas-salvas': SlidersHorizontal,
};

/** docs/product.md#thank-you-page /obrigado, shown after a payment; recording the visit is the app's job. */
export function ObrigadoScreen({ plan, linkComponent: Link = PlainLink }: ObrigadoScreenProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <CircleCheck className={styles.check} size={56} aria-hidden="true" />
        <h1 className={styles.title}>Obrigado pela sua assinatura!</h1>
        {/* A no-break space keeps "a:" with "acesso", so it never ends alone on a line. */}
        <p className={styles.text}>
          {'Seu pagamento foi processado com sucesso. Agora você tem acesso\u00a0a:'}
        </p>
        {/* What the plan allows, once read: a limited plan is never promised "ilimitadas". */}
        <ul className={styles.abilities} aria-busy={plan.kind === 'loading'}>
          {plan.kind === 'ready' &&
            obrigadoAbilities(plan.limites).map(({ key, text }) => {
              const Icon = ICONS[key];
              return (
                <li key={key} className={styles.ability}>
                  <Icon size={20} aria-hidden="true" />
                  {text}
                </li>
              );
            })}
        </ul>
        <Button asChild size="lg">
          <Link href="/">Começar a usar agora</Link>
        </Button>
      </div>
    </main>
  );
}
