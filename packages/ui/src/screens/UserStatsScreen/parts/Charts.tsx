// The dashboard's charts, in their own module so recharts loads only on /user-stats (React.lazy).
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDate, formatInteger, type CountForms } from '../../../format';
import { usersByPlanGroup } from '../../shared/plan-groups';
import type { DailyCount, UserStats } from '../types';
import { ChartFigure } from './ChartFigure';
import styles from './parts.module.css';

// Recharts' keyboard layer would make the drawing focusable; the figure's table is the accessible view.
const chartProps = {
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: 220 },
} as const;
const axisTick = { fontSize: 12, fill: 'var(--color-text-muted)' };

/** "2025-11-05" -> "05/11". */
const dayMonth = (date: string) => formatDate(date).slice(0, 5);

/** Sum and busiest day of a daily series, in words. */
const DAYS: CountForms = { one: 'dia', other: 'dias' };

function dailySummary(series: readonly DailyCount[], noun: CountForms): string {
  if (series.length === 0) return `Nenhum dado de ${noun.other} no período.`;
  const total = series.reduce((sum, day) => sum + day.total, 0);
  const peak = series.reduce((best, day) => (day.total > best.total ? day : best));
  return `${formatCount(total, noun)} em ${formatCount(series.length, DAYS)}; o maior número foi ${formatInteger(peak.total)}, em ${formatDate(peak.data)}.`;
}

/** Rows of a daily series' text alternative. */
const dailyRows = (series: readonly DailyCount[]) =>
  series.map((day) => ({ label: formatDate(day.data), value: formatInteger(day.total) }));

/** Sign-ups per day (bars), searches per day (line) and users per plan group (bars). */
export default function Charts({ stats }: { stats: UserStats }) {
  const plans = usersByPlanGroup(stats.planos);
  return (
    <div className={styles.charts}>
      <ChartFigure
        title="Cadastros por dia"
        summary={dailySummary(stats.cadastros_por_dia, { one: 'cadastro', other: 'cadastros' })}
        columns={['Dia', 'Cadastros']}
        rows={dailyRows(stats.cadastros_por_dia)}
      >
        <BarChart data={[...stats.cadastros_por_dia]} {...chartProps}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="data" tickFormatter={dayMonth} tick={axisTick} />
          <YAxis allowDecimals={false} width={32} tick={axisTick} />
          <Tooltip
            labelFormatter={(label) => formatDate(String(label))}
            formatter={(value) => [formatInteger(Number(value)), 'Cadastros']}
          />
          <Bar dataKey="total" fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title="Pesquisas por dia"
        summary={dailySummary(stats.pesquisas_por_dia, { one: 'pesquisa', other: 'pesquisas' })}
        columns={['Dia', 'Pesquisas']}
        rows={dailyRows(stats.pesquisas_por_dia)}
      >
        <LineChart data={[...stats.pesquisas_por_dia]} {...chartProps}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="data" tickFormatter={dayMonth} tick={axisTick} />
          <YAxis allowDecimals={false} width={40} tick={axisTick} />
          <Tooltip
            labelFormatter={(label) => formatDate(String(label))}
            formatter={(value) => [formatInteger(Number(value)), 'Pesquisas']}
          />
          <Line
            dataKey="total"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Usuários por plano"
        summary={plans.map((p) => `${p.plano}: ${formatInteger(p.total)}`).join('; ') + '.'}
        columns={['Plano', 'Usuários']}
        rows={plans.map((p) => ({ label: p.plano, value: formatInteger(p.total) }))}
      >
        <BarChart data={plans} layout="vertical" {...chartProps}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="plano" width={56} tick={axisTick} />
          <Bar dataKey="total" fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
