import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TGaleriaItem } from '@portal/domain';
import type { GaleriaDia } from '../galeria-dias';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
  gap: { xs: 1, sm: 1.5 },
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

/**
 * The photos under their day's heading, as thumbnails (the photo itself when no thumbnail was made), loaded as they
 * scroll into view. A click opens the photo at `indice` of the whole gallery, so the lightbox walks across days.
 */
export function GaleriaGrade({
  dias,
  rotulos,
  onAbrir,
}: {
  dias: GaleriaDia[];
  /** Each source's name (`rdo` → "Diários (RDO)"). */
  rotulos: Record<string, string>;
  onAbrir: (foto: TGaleriaItem) => void;
}) {
  const { t } = useTranslation('galeria');
  return (
    <Stack spacing={3}>
      {dias.map((dia) => (
        <Box component="section" key={dia.dia} aria-labelledby={`galeria-dia-${dia.dia}`}>
          <Typography id={`galeria-dia-${dia.dia}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {dia.titulo}
          </Typography>
          <Box component="ul" sx={GRID}>
            {dia.fotos.map((foto) => (
              <Box component="li" key={`${foto.fonte}:${foto.id}`} sx={{ minWidth: 0 }}>
                <ButtonBase
                  onClick={() => onAbrir(foto)}
                  aria-label={t('abrir', { legenda: foto.legenda || foto.titulo })}
                  sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
                >
                  <Box
                    component="img"
                    src={`/api/arquivos/${foto.miniaturaId ?? foto.arquivoId}?inline=1`}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    sx={{
                      display: 'block',
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      bgcolor: 'action.hover',
                    }}
                  />
                </ButtonBase>
                <Typography variant="caption" component="p" noWrap sx={{ mt: 0.5 }} title={foto.legenda}>
                  {foto.legenda || foto.titulo}
                </Typography>
                <Typography variant="caption" component="p" noWrap color="text.secondary">
                  {rotulos[foto.fonte] ?? foto.fonte}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
