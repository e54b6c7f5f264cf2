// One request of the log, opened: what was sent (headers with the token masked by the mock, body) and
// what came back (status, body), and the scenario that answered, so QA can tell why the app showed what
// it showed without opening the browser's network tab. Read from GET /__mock/requests/{id}.
import { Badge } from '@cnpj/ui/components/Badge';
import { Banner } from '@cnpj/ui/components/Banner';
import { Dialog } from '@cnpj/ui/components/Dialog';
import { useRequestDetail, type JournalEntry, type RecordedBody } from '../api.ts';
import styles from '../console.module.css';
import {
  bodyTypeName,
  formatBytes,
  formatClock,
  formatInteger,
  readablePath,
  statusText,
  statusVariant,
} from '../format.ts';

/** The size of text the mock keeps per body (request-detail.ts's BODY_TEXT_LIMIT), as QA reads it. */
const SHOWN_SIZE = '20 KB';

const KIND_NAMES: Record<RecordedBody['kind'], string> = {
  none: '',
  json: 'JSON',
  text: 'Texto',
  binary: 'Binário',
};

/** One body: indented JSON or text (cut past 20 KB, with a note above), or a binary's type and size. */
function BodyView({ body, label }: { body: RecordedBody; label: string }) {
  if (body.kind === 'none') return <p className={styles.muted}>Sem corpo.</p>;
  if (body.kind === 'binary' || body.text === null)
    return (
      <p>
        Arquivo binário: {bodyTypeName(body.contentType)}, {formatBytes(body.bytes)}. O conteúdo não
        é exibido.
      </p>
    );
  return (
    <>
      {body.truncated && (
        <p className={styles.note}>
          Corpo grande ({formatBytes(body.bytes)}): mostrando só os primeiros {SHOWN_SIZE}.
        </p>
      )}
      <p className={styles.bodyMeta}>
        {KIND_NAMES[body.kind]} · {body.contentType ?? 'sem Content-Type'} ·{' '}
        {formatBytes(body.bytes)}
      </p>
      {/* Focusable: a long body scrolls, and keyboard users must be able to scroll it too. */}
      <pre className={styles.body} tabIndex={0} aria-label={label}>
        {body.text}
      </pre>
    </>
  );
}

/** The request headers as name: value, in the order received. */
function HeadersView({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className={styles.muted}>Nenhum cabeçalho.</p>;
  return (
    <dl className={styles.headers}>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link RequestDetail}. */
export interface RequestDetailProps {
  /** The entry opened, or null when none is. */
  entry: JournalEntry | null;
  onClose: () => void;
}

/** The dialog showing one request of the log. */
export function RequestDetail({ entry, onClose }: RequestDetailProps) {
  const detail = useRequestDetail(entry?.id ?? null);
  const full = detail.data?.detail;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry ? `${entry.method} ${readablePath(entry.path)}` : ''}
      description={
        entry && `Requisição nº ${formatInteger(entry.id)}, recebida às ${formatClock(entry.time)}.`
      }
    >
      {entry && (
        <div className={styles.detail}>
          <dl className={styles.summary}>
            <div>
              <dt>Método</dt>
              <dd>
                <code className={styles.code}>{entry.method}</code>
              </dd>
            </div>
            <div>
              <dt>Caminho</dt>
              <dd>
                <code className={styles.path}>{readablePath(entry.path)}</code>
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge variant={statusVariant(entry.status)}>{statusText(entry.status)}</Badge>
              </dd>
            </div>
            <div>
              <dt>Cenário aplicado</dt>
              <dd>
                {entry.scenarios.length === 0
                  ? 'Nenhum (resposta normal do mock)'
                  : entry.scenarios.join(', ')}
              </dd>
            </div>
            <div>
              <dt>Usuário</dt>
              <dd>{entry.email ?? entry.userId ?? 'Sem token válido'}</dd>
            </div>
            <div>
              <dt>Duração</dt>
              <dd>{formatInteger(entry.durationMs)} ms</dd>
            </div>
          </dl>
          {detail.isPending && <p role="status">Carregando os detalhes…</p>}
          {detail.isError && (
            <Banner variant="error" title="Não foi possível abrir a requisição">
              {detail.error.message}
            </Banner>
          )}
          {detail.data && !full && (
            <p className={styles.note}>
              O mock guarda cabeçalhos e corpos só das últimas 200 requisições; os desta já foram
              descartados.
            </p>
          )}
          {full && (
            <>
              <section aria-labelledby="detalhe-cabecalhos">
                <h3 id="detalhe-cabecalhos" className={styles.detailHeading}>
                  Cabeçalhos da requisição
                </h3>
                <p className={styles.muted}>
                  Tokens mascarados pelo mock: Authorization e cookies mostram no máximo os 4
                  primeiros caracteres.
                </p>
                <HeadersView headers={full.requestHeaders} />
              </section>
              <section aria-labelledby="detalhe-corpo-requisicao">
                <h3 id="detalhe-corpo-requisicao" className={styles.detailHeading}>
                  Corpo da requisição
                </h3>
                <BodyView body={full.requestBody} label="Corpo da requisição" />
              </section>
              <section aria-labelledby="detalhe-corpo-resposta">
                <h3 id="detalhe-corpo-resposta" className={styles.detailHeading}>
                  Corpo da resposta
                </h3>
                <BodyView body={full.responseBody} label="Corpo da resposta" />
              </section>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
