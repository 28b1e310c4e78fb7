import { Box, Stack } from '@mui/material';
import { AnexoEnvioItem } from './AnexoEnvioItem';
import type { useAnexos } from './use-anexos';

/** The files sent ahead for a record: progress while on their way, a chip once sent, the reason if refused. */
export function AnexosLista({ anexos }: { anexos: ReturnType<typeof useAnexos> }) {
  if (anexos.anexos.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {anexos.anexos.map((a) => (
        <Box key={a.key} sx={{ maxWidth: '100%', flexBasis: a.estado === 'pronto' ? 'auto' : '100%' }}>
          <AnexoEnvioItem anexo={a} onRemove={() => anexos.remove(a.key)} />
        </Box>
      ))}
    </Stack>
  );
}
