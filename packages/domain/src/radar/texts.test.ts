import { describe, expect, it } from 'vitest';
import {
  RADAR_IN_BROWSER_NOTE,
  checkedText,
  newSinceText,
  queueSince,
  radarCardText,
  radarMenuCountLabel,
  radarNothingNewText,
} from './texts';

const afterRelease = queueSince({ novas_desde: '2026-10-31', visto_ate: '2026-10-31' })!;
const firstCheck = queueSince({ novas_desde: '2026-10-01', visto_ate: null })!;

describe('the Radar in words', () => {
  it('says where a queue starts: after a release, or the first day of the first check', () => {
    expect(afterRelease).toEqual({ date: '2026-10-31', release: true });
    expect(firstCheck).toEqual({ date: '2026-10-02', release: false });
    expect(queueSince({ novas_desde: null, visto_ate: null })).toBeNull();
  });

  it('writes the card on Início with pt-BR numbers and dates', () => {
    expect(radarCardText(12, 'Padarias Campinas', afterRelease)).toBe(
      "12 empresas novas em 'Padarias Campinas' desde a base de 31/10/2026",
    );
    expect(radarCardText(1340, 'SP', afterRelease)).toBe(
      "1.340 empresas novas em 'SP' desde a base de 31/10/2026",
    );
    expect(radarCardText(1, 'SP', firstCheck)).toBe("1 empresa nova em 'SP' desde 02/10/2026");
    expect(radarCardText(0, 'SP', afterRelease)).toBe(
      "Nenhuma empresa nova em 'SP' desde a base de 31/10/2026",
    );
    expect(radarNothingNewText('2026-11-30')).toBe(
      'Nenhuma empresa nova desde a base de 30/11/2026',
    );
  });

  it("writes a monitor's count, its last check and the menu's count", () => {
    expect(newSinceText(12, afterRelease)).toBe('12 novas desde 31/10/2026');
    expect(newSinceText(1, firstCheck)).toBe('1 nova desde 02/10/2026');
    expect(checkedText({ base_verificada: '2026-11-30' })).toBe('Verificado na base de 30/11/2026');
    expect(checkedText({ base_verificada: null })).toBe('Ainda não verificado');
    expect(radarMenuCountLabel(2500)).toBe('2.500 empresas novas no Radar');
    expect(RADAR_IN_BROWSER_NOTE).toBe(
      'verificado neste navegador quando você entra; sem aviso por e-mail',
    );
  });
});
