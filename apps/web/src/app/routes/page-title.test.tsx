// Every tab names its page, and a company's detail names the company.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMockBackend } from '../../test/mock-backend';
import { openPage } from '../../test/open-page';
import { pageTitle } from '../../shared/navigation/page-title';
import { titleForPath } from './route-table';

startMockBackend();

describe('page titles', () => {
  it.each([
    ['/', 'Início · CNPJ Leads'],
    ['/pesquisar-empresas', 'Pesquisar Empresas · CNPJ Leads'],
    ['/pesquisar-cnpj', 'Pesquisar CNPJ · CNPJ Leads'],
    ['/minhas-listas', 'Minhas Listas · CNPJ Leads'],
    ['/minhas-listas/3', 'Lista · CNPJ Leads'],
    ['/minha-assinatura', 'Minha Assinatura · CNPJ Leads'],
    ['/login', 'Entrar · CNPJ Leads'],
    ['/signup/', 'Criar conta · CNPJ Leads'],
    ['/detalhes/12ABC34501DE35', 'Detalhes da empresa · CNPJ Leads'],
  ])('names %s "%s"', (path, title) => expect(pageTitle(titleForPath(path))).toBe(title));

  it('names an unknown path after the not-found page', () => {
    expect(pageTitle(titleForPath('/nada-aqui'))).toBe('Página não encontrada · CNPJ Leads');
  });

  it('names the tab as the page opens', async () => {
    await openPage('/minhas-listas');
    expect(document.title).toBe('Minhas Listas · CNPJ Leads');
  });

  it('names a detail tab after the company once it has loaded', async () => {
    await openPage('/detalhes/12ABC34501DE35');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Carregando'),
    );
    const name = screen.getByRole('heading', { level: 1 }).textContent;
    expect(name).not.toBe('');
    await waitFor(() => expect(document.title).toBe(`${name} · CNPJ Leads`));
  });
});
