import styles from './parts.module.css';

// docs/product.md#plans-and-permissions, in the words of its messages: what the free plan (G) allows. What each paid plan permits
// beyond these limits is not shown (docs/product.md#overview).
const limits = [
  'No máximo 10 pesquisas.',
  'Apenas os 50 primeiros resultados estão disponíveis.',
  'Sem exportação das pesquisas para Excel.',
  'Sem geração de listas nem envio de empresas para listas.',
];

/** The free plan's limits as a list. */
export function FreePlanLimits() {
  return (
    <ul className={styles.limits} aria-label="Limites do plano Grátis">
      {limits.map((limit) => (
        <li key={limit}>{limit}</li>
      ))}
    </ul>
  );
}
