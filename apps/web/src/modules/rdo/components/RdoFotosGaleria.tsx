import { useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRdoFoto } from '@portal/domain';
import { RdoFotoLightbox } from './RdoFotoLightbox';

/** The day's photos as thumbnails with their captions; a click opens the full-size photo. */
export function RdoFotosGaleria({ fotos }: { fotos: TRdoFoto[] }) {
  const { t } = useTranslation('rdo');
  const [open, setOpen] = useState<number | null>(null);
  if (fotos.length === 0) return <Typography color="text.secondary">{t('fotos.nenhuma')}</Typography>;
  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {fotos.map((foto, i) => (
          <Box component="li" key={foto.id} sx={{ breakInside: 'avoid' }}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={t('fotos.abrir', { legenda: foto.legenda || foto.nome })}
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden', textAlign: 'left' }}
            >
              <Box
                component="img"
                src={`/api/arquivos/${foto.miniaturaId ?? foto.arquivoId}?inline=1`}
                alt=""
                loading="lazy"
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  bgcolor: 'action.hover',
                }}
              />
            </ButtonBase>
            {foto.legenda && (
              <Typography
                variant="caption"
                component="p"
                sx={{
                  mt: 0.5,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {foto.legenda}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <RdoFotoLightbox fotos={fotos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
