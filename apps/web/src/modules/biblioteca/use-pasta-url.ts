import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?pasta=<id>` for a link to a folder of the library (none: where the library opens). */
export const linkDaPasta = (id?: string) => (id ? `?pasta=${id}` : '?');

/**
 * The open folder, the search and the page, in the address: a link opens the same folder, and back/forward walk
 * the folders visited (entering a folder is a new entry; typing a search or turning a page replaces it).
 */
export function usePastaUrl() {
  const [params, setParams] = useSearchParams();
  const bruto = params.get('pasta') ?? '';
  const pasta = UUID.test(bruto) ? bruto : undefined;
  const busca = params.get('busca') ?? '';
  const pagina = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);

  const set = (change: Record<string, string | undefined>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  return {
    pasta,
    busca,
    pagina,
    abrir: (id?: string) => set({ pasta: id, busca: undefined, pagina: undefined }, false),
    setBusca: (texto: string) => set({ busca: texto.trim() || undefined, pagina: undefined }, true),
    setPagina: (n: number) => set({ pagina: n > 1 ? String(n) : undefined }, true),
  };
}
