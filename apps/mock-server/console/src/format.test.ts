// How the console's request view writes a body's size and names its type (format.ts).
import { describe, expect, it } from 'vitest';
import { bodyTypeName, formatBytes } from './format.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('sizes and types in the console', () => {
  it('writes sizes the Brazilian way', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(12_345)).toBe('12,1 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
  });

  it('names the spreadsheets the mock sends', () => {
    expect(bodyTypeName(XLSX)).toBe(`planilha Excel .xlsx (${XLSX})`);
    expect(bodyTypeName('image/png')).toBe('image/png');
    expect(bodyTypeName(null)).toBe('tipo não informado');
  });
});
