import { formatDateTime, formatInteger } from '../../../format';
import { NOT_INFORMED } from '@cnpj/domain';
import { PlainLink, type LinkComponent } from '../../shared/link';
import table from '../../shared/table.module.css';
import { ScrollTable } from '../../shared/ScrollTable';
import { planGroupLabel } from '../../shared/plan-groups';
import type { UserSummary } from '../types';

/** Props of {@link UsersTable}. */
export interface UsersTableProps {
  users: readonly UserSummary[];
  userHref: (userId: string) => string;
  linkComponent?: LinkComponent;
}

/** Every user with plan group, sign-up, last access and searches; each links to the user's page. */
export function UsersTable({ users, userHref, linkComponent: Link = PlainLink }: UsersTableProps) {
  if (users.length === 0) return <p>Nenhum usuário cadastrado.</p>;
  return (
    <ScrollTable label="Tabela de usuários">
      <thead>
        <tr>
          <th scope="col">Usuário</th>
          <th scope="col">Plano</th>
          <th scope="col">Cadastro</th>
          <th scope="col">Último acesso</th>
          <th scope="col" className={table.number}>
            Pesquisas
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.userId}>
            <th scope="row">
              <Link href={userHref(user.userId)}>{user.email?.trim() || user.userId}</Link>
            </th>
            <td>{planGroupLabel(user.plano)}</td>
            <td className={table.nowrap}>{formatDateTime(user.criado_em)}</td>
            <td className={table.nowrap}>{formatDateTime(user.ultimo_acesso) || NOT_INFORMED}</td>
            <td className={table.number}>{formatInteger(user.pesquisas)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
