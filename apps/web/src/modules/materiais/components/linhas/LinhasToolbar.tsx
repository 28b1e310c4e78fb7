import type { ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import type { LinhasEditor } from './use-linhas-editor';

/**
 * What changes the lines in the grid: add a line, delete the selected ones (after a confirmation), paste cells
 * copied from Excel; then the caller's own buttons (import, save...) at the right.
 */
export function LinhasToolbar({
  editor,
  onColar,
  children,
}: {
  editor: LinhasEditor;
  onColar: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('materiais');
  const confirm = useConfirm();
  const selecionadas = editor.selecionadas.size;
  const excluir = async () => {
    if (await confirm(t('linhas.confirmarExcluir', { count: selecionadas }))) editor.excluirSelecionadas();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={editor.adicionar}>
        {t('linhas.adicionar')}
      </Button>
      <Button startIcon={<ContentPasteIcon />} variant="outlined" onClick={onColar}>
        {t('linhas.colar')}
      </Button>
      <Button
        startIcon={<DeleteIcon />}
        color="error"
        disabled={selecionadas === 0}
        aria-label={t('linhas.excluirRotulo', { count: selecionadas })}
        onClick={() => void excluir()}
      >
        {t('linhas.excluir', { count: selecionadas })}
      </Button>
      {children && <Box sx={{ flex: 1 }} />}
      {children}
    </Stack>
  );
}
