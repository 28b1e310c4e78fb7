import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TAcao } from '@portal/domain';

/** When the action is due, marked when it is overdue (still pending past its date). */
export function AcaoPrazo({ acao }: { acao: Pick<TAcao, 'quando' | 'atrasada'> }) {
  const { t } = useTranslation('sgi');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} useFlexGap>
      <Typography variant="body2" color={acao.atrasada ? 'error' : undefined} component="span">
        {formatDate(acao.quando)}
      </Typography>
      {acao.atrasada && (
        <Chip size="small" color="error" label={t('acoes.atrasada')} data-testid="acao-atrasada" />
      )}
    </Stack>
  );
}
