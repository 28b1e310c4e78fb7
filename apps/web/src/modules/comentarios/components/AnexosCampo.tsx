import { useRef } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { AnexoEnvioItem } from './AnexoEnvioItem';
import type { useAnexos } from './use-anexos';

/**
 * Files sent ahead for a record (each with its progress bar), outside a comment: the files that go with a move
 * (the photo of what must be corrected when a report is returned).
 */
export function AnexosCampo({ anexos, label }: { anexos: ReturnType<typeof useAnexos>; label?: string }) {
  const { t } = useTranslation('comentarios');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1}>
      {anexos.anexos.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {anexos.anexos.map((a) => (
            <Box key={a.key} sx={{ maxWidth: '100%', flexBasis: a.estado === 'pronto' ? 'auto' : '100%' }}>
              <AnexoEnvioItem anexo={a} onRemove={() => anexos.remove(a.key)} />
            </Box>
          ))}
        </Stack>
      )}
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="movimento-arquivos"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          anexos.add(files);
        }}
      />
      <Box>
        <Button
          variant="text"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => fileInput.current?.click()}
        >
          {label ?? t('composer.anexar')}
        </Button>
      </Box>
    </Stack>
  );
}
