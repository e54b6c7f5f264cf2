import { describe, expect, it } from 'vitest';
import {
  addressLine,
  companyDetailHref,
  companyDisplayName,
  linkedInSearchUrl,
  mapsSearchUrl,
} from './links';

const address = {
  tipo_logradouro: 'RUA',
  logradouro: 'DAS FLORES',
  numero: '100',
  bairro: 'CENTRO',
  municipio: 'CAMPINAS',
  uf: 'SP' as const,
  cep: '13010000',
};

describe('companyDisplayName', () => {
  it('prefers the trade name', () => {
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: 'Acme' })).toBe('Acme');
  });
  it('uses the legal name when the trade name is hidden ("********") or blank', () => {
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: '********' })).toBe(
      'ACME LTDA',
    );
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: ' ' })).toBe('ACME LTDA');
    expect(companyDisplayName({ razao_social: 'ACME LTDA', nome_fantasia: null })).toBe(
      'ACME LTDA',
    );
  });
});

describe('external links', () => {
  it('searches LinkedIn for the name, encoded', () => {
    expect(linkedInSearchUrl('Pão & Cia')).toBe(
      'https://www.linkedin.com/search/results/all/?keywords=P%C3%A3o%20%26%20Cia',
    );
  });
  it('joins the address parts that exist, with a masked CEP', () => {
    expect(addressLine(address)).toBe('RUA DAS FLORES, 100, CENTRO, CAMPINAS, SP, 13010-000');
    expect(addressLine({ ...address, tipo_logradouro: null, numero: null, bairro: ' ' })).toBe(
      'DAS FLORES, CAMPINAS, SP, 13010-000',
    );
  });
  it('builds a maps search from the address', () => {
    expect(mapsSearchUrl(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=RUA%20DAS%20FLORES%2C%20100%2C%20CENTRO%2C%20CAMPINAS%2C%20SP%2C%2013010-000',
    );
  });
});

describe('companyDetailHref', () => {
  it('opens a linked company by its CNPJ without the mask', () => {
    expect(companyDetailHref('12.345.678/0002-71')).toBe('/detalhes/12345678000271');
  });
  it('keeps the letters of an alphanumeric CNPJ, upper-cased', () => {
    expect(companyDetailHref('12.abc.345/0001-88')).toBe('/detalhes/12ABC345000188');
  });
});
