import { Chip } from '@mui/material';
import { OPERACAO_SITUACAO_LABEL, type TOperacaoSituacao } from '@portal/domain';

const CORES: Record<TOperacaoSituacao, 'default' | 'primary' | 'success' | 'error'> = {
  planejada: 'default',
  em_andamento: 'primary',
  concluida: 'success',
  atrasada: 'error',
};

/** Where an operation stands (Planejada, Em andamento, Concluída, Atrasada), derived by the API from its dates. */
export function SituacaoChip({ situacao }: { situacao: TOperacaoSituacao }) {
  return (
    <Chip
      size="small"
      label={OPERACAO_SITUACAO_LABEL[situacao]}
      color={CORES[situacao]}
      variant={situacao === 'planejada' ? 'outlined' : 'filled'}
    />
  );
}
