import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TObraDetalhe } from '@portal/domain';
import { FileUpload } from '../../../components/FileUpload';
import { ObraForm } from '../components/ObraForm';
import { ObraPhoto } from '../components/ObraPhoto';
import { useCreateObra, useObraSaved } from '../obras.queries';

/**
 * /obra: Nova Obra (the client is required), then its picture on the same page. The picture is sent to the obra
 * once it exists (PUT /api/obras/:obra/foto, as on /obras/:obra/atualizar), with the upload's progress bar; sending
 * it ends at the new obra, and so does skipping it.
 */
export function NovaObraPage() {
  const { t } = useTranslation('obras');
  const navigate = useNavigate();
  const createObra = useCreateObra();
  const obraSaved = useObraSaved();
  const { enqueueSnackbar } = useSnackbar();
  const [created, setCreated] = useState<TObraDetalhe | null>(null);
  const photoHeading = useRef<HTMLHeadingElement>(null);

  // The form is gone once the obra exists: whoever reads the page by keyboard or screen reader lands on the next step.
  useEffect(() => {
    if (created) photoHeading.current?.focus();
  }, [created]);

  const openObra = (obra: TObraDetalhe) => void navigate(`/obras/${obra.id}`);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('form.novaTitulo')}
      </Typography>
      {!created ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('form.fotoDepois')}
          </Typography>
          <ObraForm
            submitLabel={t('form.criar')}
            onSubmit={async (values) => {
              setCreated(await createObra.mutateAsync(values));
            }}
          />
        </>
      ) : (
        <Stack spacing={2}>
          <Alert severity="success">{t('form.criada', { codigo: created.codigo })}</Alert>
          <Card variant="outlined">
            <CardContent>
              <Typography
                ref={photoHeading}
                tabIndex={-1}
                variant="h6"
                component="h2"
                gutterBottom
                sx={{ outline: 'none' }}
              >
                {t('form.foto')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('form.fotoAgora')}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <ObraPhoto obra={created} height={120} width={200} />
                <FileUpload<TObraDetalhe>
                  endpoint={`/obras/${created.id}/foto`}
                  method="PUT"
                  accept="image/jpeg,image/png,image/webp"
                  label={t('form.trocarFoto')}
                  onUploaded={(updated) => {
                    void obraSaved(updated);
                    enqueueSnackbar(t('form.criadaComFoto', { codigo: updated.codigo }), {
                      variant: 'success',
                    });
                    openObra(updated);
                  }}
                />
              </Stack>
            </CardContent>
          </Card>
          <Box>
            <Button onClick={() => openObra(created)}>{t('form.semFoto')}</Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
