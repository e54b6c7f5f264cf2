import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_GREETING } from '@cnpj/domain';
import { WHATSAPP_GREETING_KEY, useWhatsappGreeting } from './whatsapp-greeting';

afterEach(() => localStorage.clear());

describe('WhatsApp greeting (docs/product.md#contacts)', () => {
  it('starts with the default greeting', () => {
    const { result } = renderHook(() => useWhatsappGreeting());
    expect(result.current[0]).toBe(DEFAULT_WHATSAPP_GREETING);
  });
  it('keeps an edited greeting for the next visit', () => {
    const first = renderHook(() => useWhatsappGreeting());
    act(() => first.result.current[1]('Bom dia, {empresa}!'));
    expect(first.result.current[0]).toBe('Bom dia, {empresa}!');
    expect(localStorage.getItem(WHATSAPP_GREETING_KEY)).toBe('Bom dia, {empresa}!');
    const next = renderHook(() => useWhatsappGreeting());
    expect(next.result.current[0]).toBe('Bom dia, {empresa}!');
  });
  it('forgets the kept greeting when set back to the default', () => {
    localStorage.setItem(WHATSAPP_GREETING_KEY, 'Oi');
    const { result } = renderHook(() => useWhatsappGreeting());
    act(() => result.current[1](DEFAULT_WHATSAPP_GREETING));
    expect(localStorage.getItem(WHATSAPP_GREETING_KEY)).toBeNull();
  });
});
