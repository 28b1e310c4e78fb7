import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PainelParams } from '../../posvendas.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboards' filters kept in the address (`?de=&ate=&obra=&produto=&responsavel=`), so a link shows the same
 * numbers; what cannot be read is dropped rather than sent to the API.
 */
export function usePainelBusca() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo<PainelParams>(() => {
    const de = params.get('de') ?? '';
    const ate = params.get('ate') ?? '';
    const obra = params.get('obra') ?? '';
    const responsavel = params.get('responsavel') ?? '';
    const produto = (params.get('produto') ?? '').trim().slice(0, 200);
    return {
      de: DATA.test(de) ? de : undefined,
      ate: DATA.test(ate) ? ate : undefined,
      obra: UUID.test(obra) ? obra : undefined,
      produto: produto || undefined,
      responsavel: UUID.test(responsavel) ? responsavel : undefined,
    };
  }, [params]);
  const mudar = (change: Partial<PainelParams>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(change)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const ativos = Object.values(filtros).filter(Boolean).length;
  return { filtros, mudar, ativos };
}
