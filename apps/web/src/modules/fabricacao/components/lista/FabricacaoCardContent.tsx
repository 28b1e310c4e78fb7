import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TFabricacaoResumo } from '@portal/domain';
import { ObraStatusChip } from '../../../obras/components/ObraStatusChip';
import { AtrasadasChip } from '../AtrasadasChip';
import { ProgressoBarra } from '../ProgressoBarra';
import { kg } from '../formatos';

/** A fabrication as a card on a phone: code and status, name and client, weight and progress, late operations. */
export function FabricacaoCardContent({ fabricacao: f }: { fabricacao: TFabricacaoResumo }) {
  const { t } = useTranslation('fabricacao');
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{f.codigo}</Typography>
        <ObraStatusChip status={f.status} />
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{f.nome}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {f.cliente.nome}
        {f.fimPrevisto ? ` · ${t('lista.ate', { data: formatDate(f.fimPrevisto) })}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('lista.pesoItens', { peso: kg(f.pesoTotalKg), count: f.itens })}
      </Typography>
      <ProgressoBarra valor={f.progressoPeso} rotulo={t('campos.progressoPesoDe', { codigo: f.codigo })} />
      <AtrasadasChip total={f.operacoesAtrasadas} />
    </Stack>
  );
}
