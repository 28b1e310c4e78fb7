import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AnexarBotao } from './AnexarBotao';
import { AnexosLista } from './AnexosLista';
import type { useAnexos } from './use-anexos';

/**
 * Files sent ahead for a record, outside a comment: the files that go with a move (the photo of what must be
 * corrected when a report is returned).
 */
export function AnexosCampo({ anexos, label }: { anexos: ReturnType<typeof useAnexos>; label?: string }) {
  const { t } = useTranslation('comentarios');
  return (
    <Stack spacing={1}>
      <AnexosLista anexos={anexos} />
      <Box>
        <AnexarBotao anexos={anexos} label={label ?? t('composer.anexar')} testId="movimento-arquivos" />
      </Box>
    </Stack>
  );
}
