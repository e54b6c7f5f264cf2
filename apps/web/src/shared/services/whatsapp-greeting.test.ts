import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_GREETING } from '@cnpj/domain';
import { userKey } from './persisted-state';
import { sessionStore } from './session-store';
import { WHATSAPP_GREETING_KEY, useWhatsappGreeting } from './whatsapp-greeting';

// The greeting belongs to the signed-in user (decision 056).
const KEY = userKey('u-ana', WHATSAPP_GREETING_KEY);
beforeEach(() => sessionStore.setUserId('u-ana'));
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
    expect(JSON.parse(localStorage.getItem(KEY)!)).toBe('Bom dia, {empresa}!');
    const next = renderHook(() => useWhatsappGreeting());
    expect(next.result.current[0]).toBe('Bom dia, {empresa}!');
  });
  it('goes back to the default greeting', () => {
    localStorage.setItem(KEY, JSON.stringify('Oi'));
    const { result } = renderHook(() => useWhatsappGreeting());
    expect(result.current[0]).toBe('Oi');
    act(() => result.current[1](DEFAULT_WHATSAPP_GREETING));
    expect(result.current[0]).toBe(DEFAULT_WHATSAPP_GREETING);
  });
  it("never shows another user's greeting", () => {
    const ana = renderHook(() => useWhatsappGreeting());
    act(() => ana.result.current[1]('Oi, aqui é a Ana'));
    act(() => sessionStore.setUserId('u-bruno'));
    expect(ana.result.current[0]).toBe(DEFAULT_WHATSAPP_GREETING);
  });
});
