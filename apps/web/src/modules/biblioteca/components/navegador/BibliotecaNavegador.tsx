import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBiblioteca } from '../../biblioteca.queries';
import { usePastaUrl } from '../../use-pasta-url';
import { useEnvios } from '../../use-envios';
import { EntradasLista } from './EntradasLista';
import { EnviosLista } from './EnviosLista';
import { PastaView } from './PastaView';

/**
 * The library of an obra (`obraId`) or the general one (null): opens at its root folder, or — when the root is closed
 * to the person (a client) — at the list of the folders their lists name. The open folder is `?pasta=` in the
 * address. The uploads under way stay on screen from folder to folder.
 */
export function BibliotecaNavegador({ obraId, titulo }: { obraId: string | null; titulo: string }) {
  const { t } = useTranslation('biblioteca');
  const biblioteca = useBiblioteca(obraId);
  const url = usePastaUrl();
  const envios = useEnvios();
  const raiz = biblioteca.data?.raiz ?? null;
  const pastaId = url.pasta ?? raiz?.id;
  // A person who does not see the root enters through the folders their lists name.
  const entradas = biblioteca.data && !raiz ? biblioteca.data.pastas : null;

  return (
    <Box>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, mb: { xs: 1.5, sm: 2 } }}
      >
        {titulo}
      </Typography>
      <EnviosLista envios={envios} />
      {biblioteca.isError ? (
        <Alert severity="error">{biblioteca.error.message}</Alert>
      ) : pastaId ? (
        <PastaView
          pastaId={pastaId}
          url={url}
          inicio={entradas ? { label: t('trilha.inicio') } : undefined}
          onEnviar={envios.add}
        />
      ) : biblioteca.isPending ? (
        <Stack spacing={2} aria-busy aria-label={t('carregando')}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <EntradasLista pastas={entradas ?? []} />
      )}
    </Box>
  );
}
