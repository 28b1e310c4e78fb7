import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MATERIAIS_QUEM_AGE, type TListaResumo } from '@portal/domain';

/** Who holds the list now: the named person who must act, or planning (PCP, a team, not a person). */
export function useComQuem(): (lista: Pick<TListaResumo, 'status' | 'comQuem'>) => string {
  const { t } = useTranslation('materiais');
  return useCallback(
    (lista) =>
      lista.comQuem?.name ??
      (MATERIAIS_QUEM_AGE[lista.status] === 'pcp' ? t('papeis.pcp') : t('pagina.nada')),
    [t],
  );
}
