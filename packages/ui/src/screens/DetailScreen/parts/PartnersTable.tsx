import { ExternalLink } from 'lucide-react';
import { formatDate, orNotInformed } from '../../../format';
import { NO_PARTNERS_MESSAGE, faixaEtariaLabel, formatCnpj } from '@cnpj/domain';
import { linkedInSearchUrl } from '../links';
import type { Socio } from '../types';
import { Section } from './Section';
import styles from './parts.module.css';

/** docs/product.md#screens-and-routes Partners table: name, CPF/CNPJ, role, entry date, age range and a LinkedIn search per partner. */
export function PartnersTable({ partners }: { partners: readonly Socio[] }) {
  return (
    <Section title="Sócios" wide>
      {partners.length === 0 ? (
        <p className={styles.empty}>{NO_PARTNERS_MESSAGE}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="Tabela de sócios" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">CPF/CNPJ</th>
                <th scope="col">Qualificação</th>
                <th scope="col">Data de entrada</th>
                <th scope="col">Faixa etária</th>
                <th scope="col" data-print="hide">
                  LinkedIn
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner, index) => (
                <tr key={`${partner.nome_socio}-${partner.cnpj_cpf_socio ?? index}`}>
                  <th scope="row">{partner.nome_socio}</th>
                  <td>{orNotInformed(formatCnpj(partner.cnpj_cpf_socio))}</td>
                  <td>{orNotInformed(partner.desc_qualificacao)}</td>
                  <td>{orNotInformed(formatDate(partner.data_entrada_sociedade))}</td>
                  <td>{faixaEtariaLabel(partner.faixa_etaria)}</td>
                  <td data-print="hide">
                    <a
                      className={styles.externalLink}
                      href={linkedInSearchUrl(partner.nome_socio)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Buscar ${partner.nome_socio} no LinkedIn`}
                    >
                      <ExternalLink size={14} aria-hidden="true" />
                      LinkedIn
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
