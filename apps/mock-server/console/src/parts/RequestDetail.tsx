// One request of the log, opened: what was sent (headers with the token masked by the mock, body) and
// what came back (status, body), and the scenario that answered, so QA can tell why the app showed what
// it showed without opening the browser's network tab. Read from GET /__mock/requests/{id}.
import { Badge } from '@cnpj/ui/components/Badge';
import { Banner } from '@cnpj/ui/components/Banner';
import { Dialog } from '@cnpj/ui/components/Dialog';
import type { ReactNode } from 'react';
import {
  useRequestDetail,
  type JournalEntry,
  type JournalEntryWithDetail,
  type RecordedBody,
} from '../api.ts';
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

/** What the mock kept of a recent request: headers and both bodies. */
type RequestRecord = NonNullable<JournalEntryWithDetail['detail']>;

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

/** One term of the summary. */
function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the log's row shows, as a list of terms. */
function EntrySummary({ entry }: { entry: JournalEntry }) {
  return (
    <dl className={styles.summary}>
      <Term term="Método">
        <code className={styles.code}>{entry.method}</code>
      </Term>
      <Term term="Caminho">
        <code className={styles.path}>{readablePath(entry.path)}</code>
      </Term>
      <Term term="Status">
        <Badge variant={statusVariant(entry.status)}>{statusText(entry.status)}</Badge>
      </Term>
      <Term term="Cenário aplicado">
        {entry.scenarios.length === 0
          ? 'Nenhum (resposta normal do mock)'
          : entry.scenarios.join(', ')}
      </Term>
      <Term term="Usuário">{entry.email ?? entry.userId ?? 'Sem token válido'}</Term>
      <Term term="Duração">{formatInteger(entry.durationMs)} ms</Term>
    </dl>
  );
}

/** A titled part of the detail. */
function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.detailHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The headers and bodies the mock kept for the request. */
function RecordedParts({ detail }: { detail: RequestRecord }) {
  return (
    <>
      <DetailSection id="detalhe-cabecalhos" title="Cabeçalhos da requisição">
        <p className={styles.muted}>
          Tokens mascarados pelo mock: Authorization e cookies mostram no máximo os 4 primeiros
          caracteres.
        </p>
        <HeadersView headers={detail.requestHeaders} />
      </DetailSection>
      <DetailSection id="detalhe-corpo-requisicao" title="Corpo da requisição">
        <BodyView body={detail.requestBody} label="Corpo da requisição" />
      </DetailSection>
      <DetailSection id="detalhe-corpo-resposta" title="Corpo da resposta">
        <BodyView body={detail.responseBody} label="Corpo da resposta" />
      </DetailSection>
    </>
  );
}

/** The entry's summary, then its headers and bodies once read (or why they cannot be shown). */
function EntryDetail({ entry }: { entry: JournalEntry }) {
  const detail = useRequestDetail(entry.id);
  const full = detail.data?.detail;
  return (
    <div className={styles.detail}>
      <EntrySummary entry={entry} />
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
      {full && <RecordedParts detail={full} />}
    </div>
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
      {entry && <EntryDetail entry={entry} />}
    </Dialog>
  );
}
