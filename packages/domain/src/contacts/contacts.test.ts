import { describe, expect, it } from 'vitest';
import { emailLabel, emailLabeller, emailSite, sharedEmails } from './email';
import {
  companyWhatsapp,
  greetingFor,
  phoneContact,
  phoneKind,
  telHref,
  whatsappUrl,
} from './phone';

describe('phone kind (docs/product.md#contacts)', () => {
  it('reads a landline: 8 digits starting 2 to 5', () => {
    for (const first of '2345') expect(phoneKind(`${first}3334444`)).toBe('fixo');
  });
  it('reads a mobile: 9 digits starting with 9', () => {
    expect(phoneKind('987654321')).toBe('celular');
    expect(phoneKind('98765-4321')).toBe('celular');
  });
  it('reads an old mobile: 8 digits starting 6 to 9', () => {
    for (const first of '6789') expect(phoneKind(`${first}7654321`)).toBe('celular_antigo');
  });
  it('has no kind for other numbers', () => {
    expect(phoneKind('187654321')).toBeNull();
    expect(phoneKind('13334444')).toBeNull();
    expect(phoneKind('08001234567')).toBeNull();
    expect(phoneKind('1234')).toBeNull();
    expect(phoneKind('-')).toBeNull();
    expect(phoneKind(null)).toBeNull();
  });
});

describe('phone links (docs/product.md#contacts)', () => {
  it('calls every phone with the country code', () => {
    expect(telHref('11', '33334444')).toBe('tel:+551133334444');
    expect(telHref('011', '987654321')).toBe('tel:+5511987654321');
    expect(telHref(null, '33334444')).toBe('tel:33334444');
    expect(telHref('11', '-')).toBe('');
  });
  it('dials an old mobile with its 9', () => {
    expect(telHref('11', '87654321')).toBe('tel:+5511987654321');
  });
  it('opens WhatsApp for mobiles only, with the greeting as text', () => {
    expect(whatsappUrl('11', '987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('21', '87654321')).toBe('https://wa.me/5521987654321');
    expect(whatsappUrl('11', '987654321', 'Olá! Tudo bem?')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Tudo%20bem%3F',
    );
    expect(whatsappUrl('11', '33334444')).toBeNull();
    expect(whatsappUrl(null, '987654321')).toBeNull();
    expect(whatsappUrl('11', '1234')).toBeNull();
  });
  it('never rewrites the stored number: an old mobile shows as stored, offered with the 9', () => {
    expect(phoneContact('11', '87654321')).toEqual({
      formatted: '(11) 8765-4321',
      kind: 'celular_antigo',
      withNine: '(11) 98765-4321',
      tel: 'tel:+5511987654321',
      whatsapp: 'https://wa.me/5511987654321',
    });
    expect(phoneContact('11', '33334444')?.withNine).toBeNull();
    expect(phoneContact('11', null)).toBeNull();
  });
  it("gives a company's first WhatsApp link, or blank", () => {
    const phones = { ddd1: '11', fone1: '33334444', ddd2: '11', fone2: '987654321' };
    expect(companyWhatsapp(phones)).toBe('https://wa.me/5511987654321');
    expect(companyWhatsapp({ ...phones, fone2: null })).toBe('');
  });
  it('puts the company name in the greeting', () => {
    expect(greetingFor('Olá! Encontrei a {empresa}.', 'ACME')).toBe('Olá! Encontrei a ACME.');
  });
});

describe('e-mail label (docs/product.md#contacts)', () => {
  it("labels the company's own domain, which offers the site", () => {
    expect(emailLabel('vendas@acme.com.br')).toBe('dominio_proprio');
    expect(emailSite('vendas@acme.com.br', 'dominio_proprio')).toBe('https://acme.com.br');
    expect(emailSite('joao@gmail.com', 'provedor_generico')).toBeNull();
  });
  it('labels free providers', () => {
    for (const domain of [
      'gmail.com',
      'hotmail.com',
      'outlook.com.br',
      'yahoo.com.br',
      'uol.com.br',
      'bol.com.br',
      'terra.com.br',
      'ig.com.br',
    ])
      expect(emailLabel(`joao@${domain}`)).toBe('provedor_generico');
    expect(emailLabel('JOAO@GMAIL.COM ')).toBe('provedor_generico');
  });
  it('labels an accountant by the words of the address', () => {
    expect(emailLabel('fiscal@silvacontabil.com.br')).toBe('provavel_contador');
    expect(emailLabel('contab.silva@gmail.com')).toBe('provavel_contador');
    expect(emailLabel('atendimento@escritorioalfa.com')).toBe('provavel_contador');
    expect(emailLabel('Escritório@alfa.com')).toBe('provavel_contador');
  });
  it('labels an accountant by an address several companies share', () => {
    const label = emailLabeller([
      { cnpj: '11222333000181', email: 'fiscal@alfa.com.br' },
      { cnpj: '44555666000199', email: 'FISCAL@alfa.com.br' },
      { cnpj: '77888999000100', email: 'vendas@beta.com.br' },
    ]);
    expect(label('fiscal@alfa.com.br')).toBe('provavel_contador');
    expect(label('vendas@beta.com.br')).toBe('dominio_proprio');
  });
  it('does not count a head office and its branch as several companies', () => {
    expect(
      sharedEmails([
        { cnpj: '11222333000181', email: 'vendas@acme.com.br' },
        { cnpj: '11222333000262', email: 'vendas@acme.com.br' },
      ]).size,
    ).toBe(0);
  });
  it('has no label for what is not an address', () => {
    expect(emailLabel(null)).toBeNull();
    expect(emailLabel('')).toBeNull();
    expect(emailLabel('sem email')).toBeNull();
    expect(emailLabel('joao@localhost')).toBeNull();
  });
});
