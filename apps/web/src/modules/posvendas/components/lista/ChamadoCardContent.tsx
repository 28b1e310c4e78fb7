import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, nomeDoChamado, type TChamadoResumo } from '@portal/domain';
import { ChamadoStatusChip } from '../ChamadoStatusChip';
import { PrioridadeChip } from '../PrioridadeChip';
import { SlaPrazo } from '../SlaPrazo';

/** A ticket as a card on a phone: number and status, title, obra and product, priority, opening and SLA. */
export function ChamadoCardContent({ chamado }: { chamado: TChamadoResumo }) {
  const { t } = useTranslation('posvendas');
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{nomeDoChamado(chamado.numero)}</Typography>
        <ChamadoStatusChip status={chamado.status} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{chamado.titulo}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {chamado.obra.codigo} · {chamado.produto}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PrioridadeChip prioridade={chamado.prioridade} />
        <Typography variant="body2" color="text.secondary">
          {t('lista.abertoEm', { data: formatDate(chamado.abertoEm) })}
        </Typography>
      </Stack>
      <Typography variant="body2" component="div">
        {t('lista.sla')} <SlaPrazo chamado={chamado} />
      </Typography>
    </Stack>
  );
}
