import { MapPin } from 'lucide-react';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatAddress, formatBRL, formatDate } from '../../../format';
import {
  companySituacaoLabel,
  formatCep,
  isHiddenNomeFantasia,
  matrizFilialLabel,
  phoneContact,
  porteLabel,
} from '@cnpj/domain';
import { CompanyEmail, PhoneLinks } from '../../shared/contacts';
import { addressLine, companyDisplayName, mapsSearchUrl } from '../links';
import type { EmpresaDetalhe } from '../types';
import { InfoList, Section } from '../../shared/Section';
import styles from './parts.module.css';

type Props = { company: EmpresaDetalhe };

/** Server HTML, sanitised (docs/product.md#entities: CNAE texts may contain HTML); null when there is none. */
function html(value: string | null) {
  return value?.trim() ? <SafeHtml as="span" html={value} /> : null;
}

/** docs/product.md#screens-and-routes "General Information". */
export function GeneralSection({ company }: Props) {
  const tradeName = isHiddenNomeFantasia(company.nome_fantasia) ? null : company.nome_fantasia;
  return (
    <Section title="Informações Gerais">
      <InfoList
        items={[
          { label: 'Razão social', value: company.razao_social },
          { label: 'Nome fantasia', value: tradeName },
          { label: 'Matriz/Filial', value: matrizFilialLabel(company.identificador_matriz_filial) },
          { label: 'Início de atividade', value: formatDate(company.data_inicio_atividade) },
          { label: 'Situação cadastral', value: companySituacaoLabel(company.situacao_cadastral) },
          {
            label: 'Data da situação cadastral',
            value: formatDate(company.data_situacao_cadastral),
          },
          { label: 'Motivo da situação cadastral', value: company.motivo_situacao_cadastral },
          { label: 'CNAE principal', value: html(company.cnae_principal) },
          { label: 'CNAEs secundários', value: html(company.cnaes_secundarios) },
        ]}
      />
    </Section>
  );
}

/** A phone's links (docs/product.md#contacts); null when the number is missing. */
function phone(company: EmpresaDetalhe, ddd: string | null, number: string | null) {
  const contact = phoneContact(ddd, number);
  return contact && <PhoneLinks phone={contact} companyName={companyDisplayName(company)} />;
}

/**
 * docs/product.md#screens-and-routes "Contact"; phones that are null or "-" count as missing
 * (docs/product.md#entities). Each phone calls, a mobile opens WhatsApp, the e-mail has its label
 * (docs/product.md#contacts).
 */
export function ContactSection({ company }: Props) {
  const email = company.email?.trim();
  return (
    <Section title="Contato">
      <InfoList
        items={[
          {
            label: 'E-mail',
            value: email ? <CompanyEmail email={email} /> : null,
          },
          { label: 'Telefone 1', value: phone(company, company.ddd1, company.fone1) },
          { label: 'Telefone 2', value: phone(company, company.ddd2, company.fone2) },
          { label: 'Fax', value: phone(company, company.ddd_fax, company.fax) },
        ]}
      />
    </Section>
  );
}

/** docs/product.md#screens-and-routes "Business Data": legal nature, size label, capital in BRL, responsible's role, federal entity. */
export function BusinessSection({ company }: Props) {
  return (
    <Section title="Dados Empresariais">
      <InfoList
        items={[
          { label: 'Natureza jurídica', value: company.natureza_juridica },
          { label: 'Porte', value: company.porte ? porteLabel(company.porte) : null },
          { label: 'Capital social', value: formatBRL(company.capital_social) },
          { label: 'Qualificação do responsável', value: company.qualificacao_responsavel },
          { label: 'Ente federativo responsável', value: company.ente_federativo_responsavel },
        ]}
      />
    </Section>
  );
}

/** docs/product.md#screens-and-routes "Location", with a maps search built from the address parts. */
export function LocationSection({ company }: Props) {
  // docs/product.md#formats: the street with its type, then the number after a comma; the
  // neighbourhood has its own row here.
  const street = formatAddress({ ...company, bairro: null });
  const mapsUrl = mapsSearchUrl(company);
  return (
    <Section title="Localização">
      <InfoList
        items={[
          { label: 'Logradouro', value: street },
          { label: 'Complemento', value: company.complemento },
          { label: 'Bairro', value: company.bairro },
          { label: 'CEP', value: formatCep(company.cep) },
          { label: 'Município', value: company.municipio },
          { label: 'UF', value: company.uf },
          ...(company.pais?.trim() ? [{ label: 'País', value: company.pais }] : []),
          ...(company.nome_cidade_exterior?.trim()
            ? [{ label: 'Cidade no exterior', value: company.nome_cidade_exterior }]
            : []),
        ]}
      />
      {mapsUrl && (
        <a
          className={styles.externalLink}
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-print="hide"
        >
          <MapPin size={16} aria-hidden="true" />
          Ver no mapa<span className={styles.visuallyHidden}>: {addressLine(company)}</span>
        </a>
      )}
    </Section>
  );
}

/** docs/product.md#screens-and-routes "Other": special situation and its date. */
export function OtherSection({ company }: Props) {
  return (
    <Section title="Outras informações">
      <InfoList
        items={[
          { label: 'Situação especial', value: company.situacao_especial },
          { label: 'Data da situação especial', value: formatDate(company.data_situacao_especial) },
        ]}
      />
    </Section>
  );
}
