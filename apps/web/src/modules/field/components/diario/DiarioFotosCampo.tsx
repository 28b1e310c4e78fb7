import { useRef } from 'react';
import { Box, Button, IconButton, Stack, Tooltip, Typography, useMediaQuery } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { DIARIO_OS_MAX_FOTOS } from '@portal/domain';
import { FotoEnvioItem } from '../../../rdo/components/fotos/FotoEnvioItem';
import { SectionCard } from '../../../../components/SectionCard';
import type { useDiarioFotos } from './use-diario-fotos';

/**
 * The log's photos: taken with the phone's camera or picked from the gallery, each sent at once with its progress,
 * shown as thumbnails that can be taken out before saving.
 */
export function DiarioFotosCampo({ fotos }: { fotos: ReturnType<typeof useDiarioFotos> }) {
  const { t } = useTranslation('diarioOs');
  const camera = useRef<HTMLInputElement>(null);
  const galeria = useRef<HTMLInputElement>(null);
  // `capture` opens the camera on a phone; on a desk it is ignored, so the second button would only repeat the first.
  const toque = useMediaQuery('(pointer: coarse)');
  const cheio = fotos.prontas.length >= DIARIO_OS_MAX_FOTOS;
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
        if (e.target.files?.length) fotos.add([...e.target.files]);
        e.target.value = '';
      }}
    />
  );

  return (
    <SectionCard id="diario-os-fotos" title={t('fotos.titulo', { n: fotos.prontas.length })}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('fotos.dica', { max: DIARIO_OS_MAX_FOTOS })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {toque && (
            <Button
              variant="contained"
              startIcon={<PhotoCameraIcon />}
              disabled={cheio}
              onClick={() => camera.current?.click()}
            >
              {t('fotos.tirar')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<AddPhotoIcon />}
            disabled={cheio}
            onClick={() => galeria.current?.click()}
          >
            {t('fotos.escolher')}
          </Button>
          {input(camera, { accept: 'image/*', capture: 'environment' })}
          {input(galeria, { accept: 'image/jpeg,image/png,image/webp', multiple: true })}
        </Stack>
        {fotos.envios.length > 0 && (
          <Stack spacing={1} aria-live="polite">
            {fotos.envios.map((envio) => (
              <FotoEnvioItem key={envio.key} envio={envio} onDismiss={() => fotos.dismiss(envio.key)} />
            ))}
          </Stack>
        )}
        {fotos.prontas.length > 0 && (
          <Box
            component="ul"
            aria-label={t('fotos.enviadas')}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fill, minmax(120px, 1fr))' },
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
          >
            {fotos.prontas.map((foto) => (
              <Box component="li" key={foto.id} sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={foto.miniaturaId ? `/api/arquivos/${foto.miniaturaId}?inline=1` : foto.preview}
                  alt={foto.nome}
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                />
                <Tooltip title={t('fotos.remover')}>
                  <IconButton
                    size="small"
                    aria-label={t('fotos.removerDe', { nome: foto.nome })}
                    onClick={() => fotos.remove(foto.id)}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      color: 'common.white',
                      bgcolor: 'rgba(0,0,0,0.55)',
                      '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
