// What this browser keeps for the signed-in user, with its export and import as a file
// (docs/product.md#saved-searches, decision 056): shown on the user's own details only.
import { BROWSER_DATA_DESCRIPTION, BROWSER_DATA_TITLE } from '@cnpj/domain';
import { Section } from '../../shared/Section';
import { BrowserDataFile, type BrowserDataFileProps } from '../../shared/BrowserDataFile';
import styles from '../UserDetailsScreen.module.css';

/** The actions on the browser's data of the user. */
export type BrowserDataActions = Omit<BrowserDataFileProps, 'what'>;

/** "Dados guardados neste navegador", with "Exportar dados" and "Importar dados". */
export function BrowserDataSection(props: BrowserDataActions) {
  return (
    <Section title={BROWSER_DATA_TITLE}>
      <p className={styles.note}>{BROWSER_DATA_DESCRIPTION}</p>
      <BrowserDataFile what="dados" {...props} />
    </Section>
  );
}
