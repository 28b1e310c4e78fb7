import { Suspense } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import type { EnvioGuardado } from '../../../lib/offline/envios-db';
import { OFFLINE_KINDS } from '../../../routing/route-registry';
import { useDescartarEnvio, useTentarDeNovo } from '../envios.queries';

const COR = { aguardando: 'default', enviando: 'info', conflito: 'warning', recusado: 'error' } as const;

/** The kind's own view of a conflict (the item and the server's record side by side), loaded when needed. */
function ConflitoDoTipo({ envio }: { envio: EnvioGuardado }) {
  const tipo = useQuery({
    queryKey: ['envios', 'tipo', envio.tipo],
    queryFn: () => OFFLINE_KINDS.find((k) => k.tipo === envio.tipo)!.load(),
    staleTime: Infinity,
  });
  const Conflito = tipo.data?.Conflito;
  return Conflito ? <Conflito envio={envio} /> : null;
}

/** One record waiting on the device: what it is, when it was made, where it stands, and what the user can do. */
export function EnvioCard({ envio }: { envio: EnvioGuardado }) {
  const { t } = useTranslation('envios');
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const tentar = useTentarDeNovo();
  const descartar = useDescartarEnvio();
  const parado = envio.estado === 'conflito' || envio.estado === 'recusado';
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={envio.rotulo}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 200 }}>
            {envio.rotulo}
          </Typography>
          <Chip size="small" color={COR[envio.estado]} label={t(`estado.${envio.estado}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('feitoEm', { quando: formatDateTime(envio.criadoEm) })}
          {envio.fotos.length > 0 && ` · ${t('fotos', { count: envio.fotos.length })}`}
          {envio.fotosEnviadas.length > 0 &&
            ` (${t('fotosEnviadas', { count: envio.fotos.length, enviadas: envio.fotosEnviadas.length })})`}
        </Typography>
        {envio.erro && (
          <Alert severity={envio.estado === 'conflito' ? 'warning' : 'error'}>{envio.erro}</Alert>
        )}
        {envio.estado === 'conflito' && (
          <Suspense fallback={null}>
            <ConflitoDoTipo envio={envio} />
          </Suspense>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {parado && (
            <Button variant="contained" onClick={() => tentar.mutate(envio.id)} disabled={tentar.isPending}>
              {t('tentarDeNovo')}
            </Button>
          )}
          <Button
            color="error"
            onClick={async () => {
              if (!(await confirm(t('descartar.texto', { rotulo: envio.rotulo }), t('descartar.titulo'))))
                return;
              await descartar.mutateAsync(envio.id);
              enqueueSnackbar(t('descartar.feito'), { variant: 'info' });
            }}
          >
            {t('descartar.botao')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
