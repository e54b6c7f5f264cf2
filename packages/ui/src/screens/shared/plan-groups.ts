// docs/product.md#overview: names of paid plans are not shown, so the statistics dashboard and a
// user's details group plans as free or paid; docs/product.md#states-and-transitions: a missing, empty
// or unknown plano counts as free.
import { isFreePlan, type components } from '@cnpj/domain';

/** The label of a plan code on the statistics pages: "Grátis" or "Pago". */
export function planGroupLabel(plano: string | null | undefined): 'Grátis' | 'Pago' {
  return isFreePlan(plano) ? 'Grátis' : 'Pago';
}

/** Users per plan group, free first: [{ plano: 'Grátis', total }, { plano: 'Pago', total }]. */
export function usersByPlanGroup(
  planos: components['schemas']['UserStats']['planos'],
): { plano: 'Grátis' | 'Pago'; total: number }[] {
  const totals = { Grátis: 0, Pago: 0 };
  for (const { plano, total } of planos) totals[planGroupLabel(plano)] += total;
  return [
    { plano: 'Grátis', total: totals.Grátis },
    { plano: 'Pago', total: totals.Pago },
  ];
}
