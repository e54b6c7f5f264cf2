// The load-on-ready pattern the read-only pages share: run `load` once the backend session is ready
// and whenever `key` changes; `reload` runs it again. `load` maps failures to a state itself.
import { useCallback, useEffect, useState } from 'react';

/** The latest state `load` produced for `key`, or `initial` while it runs. */
export function usePageData<S>(ready: boolean, key: string, initial: S, load: () => Promise<S>) {
  const [loaded, setLoaded] = useState<{ key: string; version: number; state: S } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void load().then((state) => current && setLoaded({ key, version, state }));
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const fresh = loaded !== null && loaded.key === key && loaded.version === version;
  return { state: fresh ? loaded.state : initial, reload };
}
