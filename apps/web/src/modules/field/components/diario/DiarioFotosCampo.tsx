import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { DIARIO_OS_MAX_FOTOS } from '@portal/domain';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { FotoEscolher } from '../../../../components/fotos/FotoEscolher';
import { SectionCard } from '../../../../components/SectionCard';
import type { useDiarioFotos } from './use-diario-fotos';

/**
 * The log's photos: taken with the phone's camera or picked from the gallery, each sent at once with its progress,
 * shown as thumbnails that can be taken out before saving.
 */
export function DiarioFotosCampo({ fotos }: { fotos: ReturnType<typeof useDiarioFotos> }) {
  const { t } = useTranslation('diarioOs');
  const cheio = fotos.prontas.length >= DIARIO_OS_MAX_FOTOS;

  return (
    <SectionCard id="diario-os-fotos" title={t('fotos.titulo', { n: fotos.prontas.length })}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('fotos.dica', { max: DIARIO_OS_MAX_FOTOS })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FotoEscolher
            labels={{ tirar: t('fotos.tirar'), escolher: t('fotos.escolher') }}
            disabled={cheio}
            onFiles={fotos.add}
          />
        </Stack>
        <FotoEnvios envios={fotos.envios} onDismiss={fotos.dismiss} />
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
