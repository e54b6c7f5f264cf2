import { formatDateTime, formatInteger } from '../../../format';
import table from '../../shared/table.module.css';
import { ScrollTable } from '../../shared/ScrollTable';
import type { UserStatsDetail } from '../types';

/** The user's latest searches: when, which state, how many results. */
export function RecentSearches({ searches }: { searches: UserStatsDetail['pesquisas_recentes'] }) {
  if (searches.length === 0) return <p>Nenhuma pesquisa recente.</p>;
  return (
    <ScrollTable label="Tabela de pesquisas recentes">
      <thead>
        <tr>
          <th scope="col">Data e hora</th>
          <th scope="col">UF</th>
          <th scope="col" className={table.number}>
            Resultados
          </th>
        </tr>
      </thead>
      <tbody>
        {searches.map((search) => (
          <tr key={search.pesquisaId}>
            <th scope="row" className={table.nowrap}>
              {formatDateTime(search.data_hora)}
            </th>
            <td>{search.uf}</td>
            <td className={table.number}>{formatInteger(search.total)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
