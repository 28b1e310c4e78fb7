import { Chip, type ChipProps } from '@mui/material';
import { AUDITORIA_ETAPA_LABEL, type TAuditoriaEtapa } from '@portal/domain';

const COR: Record<TAuditoriaEtapa, ChipProps['color']> = {
  planejamento: 'default',
  preparacao: 'info',
  execucao: 'warning',
  encerramento: 'success',
};

/** The audit's ISO 19011 stage. */
export function EtapaChip({ etapa, size = 'small' }: { etapa: TAuditoriaEtapa; size?: ChipProps['size'] }) {
  return <Chip size={size} label={AUDITORIA_ETAPA_LABEL[etapa]} color={COR[etapa]} />;
}
