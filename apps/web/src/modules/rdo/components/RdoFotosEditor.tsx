import { useRef, useState } from 'react';
import { Box, Button, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRdo } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard';
import { FotoCard } from './fotos/FotoCard';
import { FotoEnvioItem } from './fotos/FotoEnvioItem';
import { useFotoUploads } from './fotos/use-foto-uploads';
import { rdoKeys } from '../rdo.queries';

/**
 * The report's photos, saved one by one as they are sent (apart from the form's Save): take one with the phone's
 * camera or pick several, each with its progress; captions edited in place; delete after a confirm.
 */
export function RdoFotosEditor({ rdo }: { rdo: TRdo }) {
  const { t } = useTranslation('rdoEdicao');
  const queryClient = useQueryClient();
  const camera = useRef<HTMLInputElement>(null);
  const galeria = useRef<HTMLInputElement>(null);
  const [legenda, setLegenda] = useState('');
  // `capture` opens the camera on a phone; on a desk it is ignored, so the second button would only repeat the first.
  const toque = useMediaQuery('(pointer: coarse)');
  const editavel = rdo.acoes.fotos;
  const { envios, add, dismiss } = useFotoUploads(rdo.id, (foto) => {
    queryClient.setQueryData<TRdo>(
      rdoKeys.detail(rdo.id),
      (old) => old && { ...old, fotos: [...old.fotos, foto] },
    );
    void queryClient.invalidateQueries({ queryKey: rdoKeys.all });
  });

  const escolher = (files: FileList | null) => {
    if (!files?.length) return;
    add([...files], legenda.trim());
    setLegenda('');
  };
  const input = (
    ref: typeof camera,
    props: { capture?: 'environment'; multiple?: boolean; accept: string },
  ) => (
    <input
      ref={ref}
      type="file"
      hidden
      {...props}
      onChange={(e) => {
        escolher(e.target.files);
        e.target.value = '';
      }}
    />
  );

  return (
    <SectionCard id="rdo-secao-fotos" title={t('fotos.titulo', { n: rdo.fotos.length })}>
      <Stack spacing={2}>
        {editavel && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('fotos.dica')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                size="small"
                label={t('fotos.legendaProximas')}
                value={legenda}
                onChange={(e) => setLegenda(e.target.value.slice(0, 300))}
                sx={{ flex: 1, maxWidth: { sm: 420 } }}
              />
              {toque && (
                <Button
                  variant="contained"
                  startIcon={<PhotoCameraIcon />}
                  onClick={() => camera.current?.click()}
                >
                  {t('fotos.tirar')}
                </Button>
              )}
              <Button
                variant="outlined"
                startIcon={<AddPhotoIcon />}
                onClick={() => galeria.current?.click()}
              >
                {t('fotos.escolher')}
              </Button>
              {input(camera, { accept: 'image/*', capture: 'environment' })}
              {input(galeria, { accept: 'image/jpeg,image/png,image/webp', multiple: true })}
            </Stack>
          </>
        )}
        {envios.length > 0 && (
          <Stack spacing={1} aria-live="polite">
            {envios.map((envio) => (
              <FotoEnvioItem key={envio.key} envio={envio} onDismiss={() => dismiss(envio.key)} />
            ))}
          </Stack>
        )}
        {rdo.fotos.length === 0 ? (
          <Typography color="text.secondary">{t('fotos.vazio')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            }}
          >
            {rdo.fotos.map((foto) => (
              <FotoCard key={`${foto.id}:${foto.legenda}`} rdoId={rdo.id} foto={foto} editavel={editavel} />
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
