import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONTRATO_STATUS_LABEL, type TContratoResumo, type TContratoStatus } from '@portal/domain';

const COLOR: Record<TContratoStatus, ChipProps['color']> = {
  Revisão: 'warning',
  'Emitido para o Jurídico': 'info',
  'Revisão para cancelamento': 'error',
  'Emitido para o verificador': 'info',
  'Em finalização': 'primary',
  Aprovado: 'success',
};

/**
 * A contract's status as the spec writes it (SPEC §4), coloured by stage, with "Cancelado" once its termination was
 * approved and "Em cancelamento" while a termination (distrato) goes through approval.
 */
export function ContratoStatusChips({
  contrato,
  size = 'small',
  empilhado = false,
}: {
  contrato: Pick<TContratoResumo, 'status' | 'cancelado' | 'emCancelamento'>;
  size?: ChipProps['size'];
  /** One chip under the other, smaller (a table's row). */
  empilhado?: boolean;
}) {
  const { t } = useTranslation('contratos');
  const segundo = empilhado ? { height: 20, fontSize: '0.7rem' } : undefined;
  return (
    <Stack
      direction={empilhado ? 'column' : 'row'}
      sx={{ gap: empilhado ? 0.25 : 0.5, alignItems: empilhado ? 'flex-start' : 'center', flexWrap: 'wrap' }}
    >
      <Chip
        size={size}
        color={COLOR[contrato.status]}
        variant="outlined"
        label={CONTRATO_STATUS_LABEL[contrato.status]}
      />
      {contrato.cancelado ? (
        <Chip size={size} color="error" label={t('lista.cancelado')} sx={segundo} />
      ) : (
        contrato.emCancelamento && (
          <Chip size={size} color="error" variant="outlined" label={t('lista.emCancelamento')} sx={segundo} />
        )
      )}
    </Stack>
  );
}
