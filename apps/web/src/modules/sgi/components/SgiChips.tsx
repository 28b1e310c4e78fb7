import { Chip, type ChipProps } from '@mui/material';
import {
  ACAO_STATUS_LABEL,
  SGI_CATEGORIA_LABEL,
  SGI_GRAVIDADE_LABEL,
  SGI_STATUS_LABEL,
  SGI_TIPO_LABEL,
  type TAcaoStatus,
  type TSgiCategoria,
  type TSgiGravidade,
  type TSgiStatus,
  type TSgiTipo,
} from '@portal/domain';

type Size = ChipProps['size'];

const STATUS_COR: Record<TSgiStatus, ChipProps['color']> = {
  RASCUNHO: 'default',
  TRIAGEM: 'info',
  'EM ANDAMENTO': 'warning',
  FINALIZADO: 'success',
};

/** The occurrence's status (Rascunho, Triagem, Em andamento, Finalizado). */
export function StatusChip({ status, size = 'small' }: { status: TSgiStatus; size?: Size }) {
  return (
    <Chip
      size={size}
      label={SGI_STATUS_LABEL[status]}
      color={STATUS_COR[status]}
      variant={status === 'RASCUNHO' ? 'outlined' : 'filled'}
      data-testid="status-ocorrencia"
    />
  );
}

const GRAVIDADE_COR: Record<TSgiGravidade, ChipProps['color']> = {
  leve: 'info',
  moderada: 'warning',
  grave: 'error',
};

/** The severity set at triage; nothing before it. */
export function GravidadeChip({
  gravidade,
  size = 'small',
}: {
  gravidade: TSgiGravidade | null;
  size?: Size;
}) {
  if (!gravidade) return null;
  return (
    <Chip
      size={size}
      label={SGI_GRAVIDADE_LABEL[gravidade]}
      color={GRAVIDADE_COR[gravidade]}
      variant="outlined"
    />
  );
}

export function CategoriaChip({ categoria, size = 'small' }: { categoria: TSgiCategoria; size?: Size }) {
  return <Chip size={size} label={SGI_CATEGORIA_LABEL[categoria]} variant="outlined" />;
}

export function TipoChip({ tipo, size = 'small' }: { tipo: TSgiTipo; size?: Size }) {
  return <Chip size={size} label={SGI_TIPO_LABEL[tipo]} variant="outlined" />;
}

const ACAO_COR: Record<TAcaoStatus, ChipProps['color']> = {
  pendente: 'warning',
  finalizada: 'info',
  verificada: 'success',
};

/** A 5W2H action's status (pendente, finalizada a verificar, verificada). */
export function AcaoStatusChip({ status, size = 'small' }: { status: TAcaoStatus; size?: Size }) {
  return (
    <Chip
      size={size}
      label={ACAO_STATUS_LABEL[status]}
      color={ACAO_COR[status]}
      variant={status === 'pendente' ? 'outlined' : 'filled'}
    />
  );
}
