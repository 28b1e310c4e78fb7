import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SEGURO_SITUACOES, type TSeguroSituacao } from '@portal/domain';
import { useResumoApolices, type ApolicesParams } from '../seguros.queries';
import { SITUACAO_COR } from './SituacaoChip';

/**
 * How many policies are in each situation (with the list's other filters), one chip each: choosing one shows only
 * those, choosing it again shows all.
 */
export function SituacoesResumo({
  params,
  selecionadas,
  onChange,
}: {
  params: Omit<ApolicesParams, 'situacao' | 'page' | 'pageSize' | 'ordem'>;
  selecionadas: string[];
  onChange: (situacao: string[]) => void;
}) {
  const { t } = useTranslation('seguros');
  const resumo = useResumoApolices(params);
  if (!resumo.data) return null;
  const so = (s: TSeguroSituacao) => selecionadas.length === 1 && selecionadas[0] === s;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('resumo.titulo')}>
      {SEGURO_SITUACOES.map((s) => (
        <Chip
          key={s}
          clickable
          color={SITUACAO_COR[s]}
          variant={so(s) ? 'filled' : 'outlined'}
          aria-pressed={so(s)}
          label={t(`resumo.${s}`, { count: resumo.data[s] })}
          onClick={() => onChange(so(s) ? [] : [s])}
        />
      ))}
    </Stack>
  );
}
