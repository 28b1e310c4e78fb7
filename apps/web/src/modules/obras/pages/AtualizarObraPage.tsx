import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TObraDetalhe } from '@portal/domain';
import { FileUpload } from '../../../components/FileUpload';
import { ObraForm } from '../components/ObraForm';
import { ObraPhoto } from '../components/ObraPhoto';
import { useObra, useObraSaved, useUpdateObra } from '../obras.queries';

const CLEARABLE = [
  'logradouro',
  'cep',
  'inicioPrevisto',
  'fimPrevisto',
  'siteManagerId',
  'siteManagerSubstitutoId',
  'coordenadorId',
  'valorContrato',
];

/** /obras/:obra/atualizar: the obra's data and its picture. */
export function AtualizarObraPage() {
  const { t } = useTranslation('obras');
  const { obra: id } = useParams();
  const obra = useObra(id);
  const navigate = useNavigate();
  const updateObra = useUpdateObra(id ?? '');
  const obraSaved = useObraSaved();
  const { enqueueSnackbar } = useSnackbar();
  if (obra.isPending) return <Skeleton variant="rounded" height={400} />;
  if (obra.isError) return <Alert severity="error">{obra.error.message}</Alert>;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('form.atualizarTitulo', { codigo: obra.data.codigo })}
      </Typography>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('form.foto')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <ObraPhoto obra={obra.data} height={120} width={200} />
              <FileUpload<TObraDetalhe>
                endpoint={`/obras/${obra.data.id}/foto`}
                method="PUT"
                accept="image/jpeg,image/png,image/webp"
                label={t('form.trocarFoto')}
                onUploaded={(updated) => void obraSaved(updated)}
              />
            </Stack>
          </CardContent>
        </Card>
        <ObraForm
          obra={obra.data}
          submitLabel={t('form.salvar')}
          onSubmit={async (values) => {
            const body = Object.fromEntries(
              Object.entries(values).map(([k, v]) => [
                k,
                v === undefined && CLEARABLE.includes(k) ? null : v,
              ]),
            );
            const updated = await updateObra.mutateAsync(body);
            enqueueSnackbar(t('form.salva'), { variant: 'success' });
            // A fabrication (/fabricacao/:obra/atualizar) goes back to its manufacturing dashboard.
            void navigate(
              updated.tipo === 'fabricacao' ? `/fabricacao/${updated.id}` : `/obras/${updated.id}`,
            );
          }}
        />
      </Stack>
    </Box>
  );
}
