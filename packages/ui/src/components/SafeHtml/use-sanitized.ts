// When the sanitiser arrives, the texts already on screen are sanitised in short tasks of their own,
// not in one (performance budget): every SafeHtml on the page used to sanitise in the task that
// evaluated the module, with React's commit after it, a long task on home with its notifications.
// Each waiting text joins one queue, drained in slices of a few milliseconds, and shows as plain
// text until its turn (decision 011's text-only phase), so markup still reaches the DOM only through
// DOMPurify (decision 008). A SafeHtml that mounts once the sanitiser is there sanitises as it
// renders, as before: its first paint is the formatted text.
import { useEffect, useState } from 'react';
import { useSanitizer, type Sanitize } from './load-sanitizer';

/** Time one slice of the queue may take before it yields to the browser. */
const SLICE_MS = 6;
/** Sanitised texts kept: CNAE descriptions repeat down a table and come back on every page. */
const CACHE_SIZE = 500;

const cache = new Map<string, string>();

interface Job {
  html: string;
  sanitize: Sanitize;
  done: (clean: string) => void;
}

const queue: Job[] = [];
let scheduled = false;

function remember(html: string, clean: string): void {
  cache.set(html, clean);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

function drain(): void {
  scheduled = false;
  const end = performance.now() + SLICE_MS;
  // At least one job per slice, so a slow machine still gets through the queue.
  do {
    const job = queue.shift();
    if (!job) break;
    const clean = cache.get(job.html) ?? job.sanitize(job.html);
    remember(job.html, clean);
    job.done(clean);
  } while (performance.now() < end);
  if (queue.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drain, 0);
}

/** Queues `html` for sanitising; returns the cancel. */
function enqueue(job: Job): () => void {
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}

/**
 * `html` sanitised, or undefined while the caller shows text only: until the sanitiser has loaded
 * and, for a text already shown when it arrived, until the text's turn in the queue has come.
 */
export function useSanitized(html: string | null | undefined): string | undefined {
  const sanitize = useSanitizer();
  const [readyAtMount] = useState(sanitize !== undefined);
  const source = html ?? '';
  const cached = sanitize ? cache.get(source) : undefined;
  // Once sanitised here the text is in the cache, so the next render reads it from there.
  const now =
    readyAtMount && sanitize && cached === undefined ? sanitizeNow(sanitize, source) : undefined;
  const [done, setDone] = useState<{ html: string; clean: string }>();
  const waiting =
    sanitize !== undefined &&
    !readyAtMount &&
    source !== '' &&
    cached === undefined &&
    done?.html !== source;
  useEffect(() => {
    if (!waiting || !sanitize) return;
    return enqueue({ html: source, sanitize, done: (clean) => setDone({ html: source, clean }) });
  }, [waiting, sanitize, source]);
  if (!sanitize) return undefined;
  if (!source) return '';
  return cached ?? now ?? (done?.html === source ? done.clean : undefined);
}

/** Sanitises in the render, for a SafeHtml that mounted with the sanitiser there. */
function sanitizeNow(sanitize: Sanitize, html: string): string {
  const clean = sanitize(html);
  remember(html, clean);
  return clean;
}
