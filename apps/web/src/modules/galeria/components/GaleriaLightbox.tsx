import { useMemo } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { formatDate, type TGaleriaItem } from '@portal/domain';

/**
 * The gallery's photos at full size (yet-another-react-lightbox: swipe, arrows, keyboard), each with its caption,
 * day, source and the way back to the record it came from. Close to the last loaded photo it asks for more.
 */
export function GaleriaLightbox({
  fotos,
  indice,
  total,
  rotulos,
  onIndice,
  onFechar,
  onPerto,
}: {
  fotos: TGaleriaItem[];
  indice: number;
  /** Every photo of the filters, loaded or not (the counter). */
  total: number;
  rotulos: Record<string, string>;
  onIndice: (indice: number) => void;
  onFechar: () => void;
  /** The lightbox reached the last loaded photos: time to load the next page. */
  onPerto: () => void;
}) {
  const { t } = useTranslation('galeria');
  const slides = useMemo(
    () =>
      fotos.map((foto): SlideImage => ({
        src: `/api/arquivos/${foto.arquivoId}?inline=1`,
        alt: foto.legenda || foto.titulo,
      })),
    [fotos],
  );
  const fotoDo = useMemo(() => new Map(slides.map((slide, i) => [slide, fotos[i]!])), [slides, fotos]);

  return (
    <Lightbox
      open
      close={onFechar}
      index={indice}
      slides={slides}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{
        view: ({ index }) => {
          onIndice(index);
          if (index >= fotos.length - 3) onPerto();
        },
      }}
      labels={{
        Previous: t('lightbox.anterior'),
        Next: t('lightbox.proxima'),
        Close: t('lightbox.fechar'),
        Lightbox: t('lightbox.rotulo'),
        Carousel: t('lightbox.carrossel'),
        Slide: t('lightbox.slide'),
        'Photo gallery': t('lightbox.fotos'),
        '{index} of {total}': t('lightbox.posicao'),
      }}
      render={{
        slideFooter: ({ slide }) => {
          const foto = fotoDo.get(slide as SlideImage);
          if (!foto) return null;
          return (
            <Box
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                px: { xs: 2, sm: 3 },
                py: 1.5,
                color: 'common.white',
                bgcolor: 'rgba(0, 0, 0, 0.7)',
              }}
            >
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{foto.legenda || t('semLegenda')}</Typography>
              <Stack
                direction="row"
                useFlexGap
                sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography variant="body2">{formatDate(foto.data)}</Typography>
                <Chip
                  size="small"
                  label={rotulos[foto.fonte] ?? foto.fonte}
                  sx={{ color: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.2)' }}
                />
                <Typography variant="body2">{foto.titulo}</Typography>
                {/* Pushed to the right on a wide screen, on a line of their own on a phone. */}
                <Stack direction="row" useFlexGap sx={{ ml: 'auto', gap: 1, alignItems: 'center' }}>
                  <Typography variant="body2" aria-live="polite">
                    {t('lightbox.contador', { atual: fotos.indexOf(foto) + 1, total })}
                  </Typography>
                  <Button
                    component="a"
                    href={`/api/arquivos/${foto.arquivoId}`}
                    size="small"
                    color="inherit"
                    startIcon={<FileDownloadIcon />}
                  >
                    {t('lightbox.baixar')}
                  </Button>
                  <Button component={RouterLink} to={foto.link} size="small" variant="contained">
                    {t('lightbox.abrirRegistro')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          );
        },
      }}
    />
  );
}
