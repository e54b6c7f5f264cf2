import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { dateMask } from '../DateField/date-mask';
import { masks } from './masks';
import { caretBefore, normaliseThenMask } from './normalise-then-mask';

// docs/product.md#validation and #cnpj: the value is read out of the text first, then masked; the
// mask's length never cuts what arrived.
describe('normaliseThenMask', () => {
  it.each([
    [' 11.222.333/0001-81 ', '11.222.333/0001-81'],
    ['CNPJ: 11222333000181', '11.222.333/0001-81'],
    ['CNPJ: 11.222.333/0001-81\n', '11.222.333/0001-81'],
    ['cnpj:\r\n11 222 333 0001 81', '11.222.333/0001-81'],
    ['\t11.222.333/\n0001-81', '11.222.333/0001-81'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    [' 12abc34501de35 ', '12.ABC.345/01DE-35'],
    ['CNPJ: 12.abc', '12.ABC'],
    ['CNPJ: 1122', '11.22'],
    ['CN.PJ1.234', 'CN.PJ1.234'],
  ])('shows the CNPJ in %j as %s', (text, shown) =>
    expect(normaliseThenMask(IMask, masks.cnpj, text)).toBe(shown),
  );

  it.each([
    [' 01310-100 ', '01310-100'],
    ['CEP: 01310-100', '01310-100'],
    ['CEP:\n01310100', '01310-100'],
    ['01 310 100', '01310-100'],
    [' 13.015-904 ', '13015-904'],
    ['CEP 0131', '0131'],
  ])('shows the CEP in %j as %s', (text, shown) =>
    expect(normaliseThenMask(IMask, masks.cep, text)).toBe(shown),
  );

  it.each([
    [' 01/02/2024 ', '01/02/2024'],
    ['2024-02-01', '01/02/2024'],
    ['01.02.2024', '01/02/2024'],
  ])('shows the date in %j as %s', (text, shown) =>
    expect(normaliseThenMask(IMask, dateMask, text)).toBe(shown),
  );
});

describe('caretBefore', () => {
  it('leaves the value characters that followed the caret after it', () => {
    expect(caretBefore(masks.cnpj, '11.222.333/0001-81', 0)).toBe(18);
    expect(caretBefore(masks.cnpj, '11.222.333/0001-81', 2)).toBe(15);
    expect(caretBefore(masks.cnpj, '11.222.333/0001-81', 12)).toBe(2);
    expect(caretBefore(masks.cnpj, '11.222.333/0001-81', 14)).toBe(0);
    expect(caretBefore(masks.cep, '01310-100', 3)).toBe(5);
  });
});
