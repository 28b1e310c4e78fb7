import { Alert, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TComentario } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useComentarios, useRemoveComentario } from '../comentarios.queries';
import { ComentarioComposer } from './ComentarioComposer';
import { ComentarioItem } from './ComentarioItem';

export interface RecordThreadProps {
  /** The kind of record, as the API's record registry names it (`rdo`, `obra`...). */
  entidade: string;
  id: string;
  /** The section's title when the module names its thread otherwise ("Interações" of a ticket). */
  titulo?: string;
}

/**
 * The thread of any record: its comments oldest first (internal notes marked; external users never receive them),
 * and the composer for whoever may write in it. Who reads and writes is the record's own permission, decided by the
 * API.
 */
export function RecordThread({ entidade, id, titulo }: RecordThreadProps) {
  const { t } = useTranslation('comentarios');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const thread = useComentarios(entidade, id);
  const remove = useRemoveComentario(entidade, id);

  const remover = async (c: TComentario) => {
    if (!(await confirm(t('removerConfirmar')))) return;
    try {
      await remove.mutateAsync(c.id);
      enqueueSnackbar(t('removidoAviso'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  };

  const data = thread.data;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`conversa-${id}`}
      sx={{ displayPrint: 'none' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={`conversa-${id}`}>
            {titulo ?? t('titulo')}
          </Typography>
          {data && data.total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('total', { count: data.total })}
            </Typography>
          )}
        </Stack>
        {thread.isPending ? (
          <Stack spacing={1.5} aria-busy aria-label={t('carregando')}>
            {[0, 1].map((i) => (
              <Stack key={i} direction="row" spacing={1.5}>
                <Skeleton variant="circular" width={32} height={32} />
                <Stack sx={{ flex: 1 }}>
                  <Skeleton width="40%" />
                  <Skeleton />
                </Stack>
              </Stack>
            ))}
          </Stack>
        ) : thread.isError ? (
          <Alert severity="error">{thread.error.message}</Alert>
        ) : (
          <Stack spacing={2}>
            {data!.items.length === 0 ? (
              <Stack spacing={0.5}>
                <Typography variant="body2">{t('vazio')}</Typography>
                {data!.podeComentar && (
                  <Typography variant="body2" color="text.secondary">
                    {t('vazioConvite')}
                  </Typography>
                )}
              </Stack>
            ) : (
              <>
                {data!.total > data!.items.length && (
                  <Typography variant="caption" color="text.secondary">
                    {t('mostrandoUltimos', { mostrados: data!.items.length, total: data!.total })}
                  </Typography>
                )}
                <Stack
                  component="ol"
                  spacing={1}
                  aria-label={t('lista')}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {data!.items.map((c) => (
                    <ComentarioItem key={c.id} comentario={c} onRemover={(x) => void remover(x)} />
                  ))}
                </Stack>
              </>
            )}
            <Divider />
            {data!.podeComentar ? (
              <ComentarioComposer entidade={entidade} id={id} podeNotaInterna={data!.podeNotaInterna} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('composer.semPermissao')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
