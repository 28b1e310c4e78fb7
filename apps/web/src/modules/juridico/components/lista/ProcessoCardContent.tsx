import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  JURIDICO_EVENTO_LABEL,
  PROCESSO_FASE_LABEL,
  formatMoney,
  type TProcessoResumo,
} from '@portal/domain';
import { RiscoChip } from '../RiscoChip';
import { quando } from '../quando';

/** A case as a card on a phone: number and risk, opposing party, court, phase and provision, the next event. */
export function ProcessoCardContent({ processo, comObra }: { processo: TProcessoResumo; comObra: boolean }) {
  const { t } = useTranslation('juridico');
  const evento = processo.proximoEvento;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{processo.numeroCnj}</Typography>
        <RiscoChip risco={processo.provisaoRisco} />
      </Stack>
      <Typography variant="body2">{processo.parteContraria}</Typography>
      <Typography variant="body2" color="text.secondary">
        {comObra ? `${processo.obra.codigo} · ` : ''}
        {processo.vara} · {processo.comarca}/{processo.uf}
      </Typography>
      <Typography variant="body2">
        {t('lista.faseProvisao', {
          fase: PROCESSO_FASE_LABEL[processo.fase],
          provisao: formatMoney(processo.provisaoValor),
        })}
      </Typography>
      {evento && (
        <Typography variant="body2" color="text.secondary">
          {t('lista.proximo', {
            tipo: JURIDICO_EVENTO_LABEL[evento.tipo],
            quando: quando(evento.data, evento.hora),
          })}
        </Typography>
      )}
    </Stack>
  );
}
