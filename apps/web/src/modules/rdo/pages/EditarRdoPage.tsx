import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@portal/domain';
import { RdoForm } from '../components/RdoForm';
import { RdoFotosEditor } from '../components/RdoFotosEditor';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { useRdo, useUpdateRdo } from '../rdo.queries';

/**
 * /diarios/:diario/editar: an open report's content and photos (where a new report lands, since photos need it
 * saved). A report that can no longer be edited here (finalized, or not the user's) opens its view instead.
 */
export function EditarRdoPage() {
  const { t } = useTranslation('rdoEdicao');
  const { diario = '' } = useParams();
  const rdo = useRdo(diario);
  const update = useUpdateRdo(diario);
  usePageBreadcrumbs(
    rdo.data
      ? {
          obra: rdo.data.obra.id,
          trail: [{ label: t('rdo:ver.titulo', { numero: rdo.data.numero }), to: `/diarios/${rdo.data.id}` }],
        }
      : null,
  );
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  if (rdo.isPending) return <Skeleton variant="rounded" height={480} />;
  if (rdo.isError) return <Alert severity="error">{rdo.error.message}</Alert>;
  const r = rdo.data;
  if (!r.acoes.editar) return <Navigate to={`/diarios/${r.id}`} replace />;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {r.obra.codigo} · {r.obra.nome}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('editar.titulo', { numero: r.numero, data: formatDate(r.data) })}
      </Typography>
      <Stack spacing={2}>
        {r.devolucao && (
          <Alert severity="warning">
            {t('editar.devolvido', { por: r.devolucao.por, em: formatDateTime(r.devolucao.em) })}{' '}
            <strong>{r.devolucao.motivo}</strong>
          </Alert>
        )}
        {r.secoes.includes('fotos') && <RdoFotosEditor rdo={r} />}
        <RdoForm
          key={r.id}
          obraId={r.obra.id}
          secoes={r.secoes}
          dataRdo={r.data}
          defaultValues={r.conteudo}
          submitLabel={t('editar.salvar')}
          onCancel={() => void navigate(`/diarios/${r.id}`)}
          onSubmit={async ({ conteudo }) => {
            await update.mutateAsync({ conteudo });
            enqueueSnackbar(t('editar.salvo', { numero: r.numero }), { variant: 'success' });
            void navigate(`/diarios/${r.id}`);
          }}
        />
      </Stack>
    </Box>
  );
}
