import {
  Box,
  Button,
  Dialog,
  IconButton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { TRdoFoto } from '@portal/domain';

/** One photo at full size with its caption; arrows (on screen and keyboard) walk through the report's photos. */
export function RdoFotoLightbox({
  fotos,
  index,
  onIndexChange,
  onClose,
}: {
  fotos: TRdoFoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('rdo');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const foto = index === null ? undefined : fotos[index];
  const go = (step: number) => index !== null && onIndexChange((index + step + fotos.length) % fotos.length);
  const several = fotos.length > 1;
  return (
    <Dialog
      open={!!foto}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="foto-legenda"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      {foto && (
        <Stack sx={{ height: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }} aria-live="polite">
              {t('fotos.contador', { atual: index! + 1, total: fotos.length })}
            </Typography>
            <Button
              component="a"
              href={`/api/arquivos/${foto.arquivoId}`}
              download={foto.nome}
              startIcon={<FileDownloadIcon />}
              color="inherit"
              size="small"
            >
              {t('fotos.baixar')}
            </Button>
            <Tooltip title={t('fotos.fechar')}>
              <IconButton onClick={onClose} color="inherit" aria-label={t('fotos.fechar')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Box
            sx={{
              position: 'relative',
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Box
              component="img"
              src={`/api/arquivos/${foto.arquivoId}?inline=1`}
              alt={foto.legenda || foto.nome}
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: { xs: '70vh', sm: '75vh' },
                objectFit: 'contain',
              }}
            />
            {several &&
              ([-1, 1] as const).map((step) => (
                <IconButton
                  key={step}
                  onClick={() => go(step)}
                  aria-label={step < 0 ? t('fotos.anterior') : t('fotos.proxima')}
                  sx={{
                    position: 'absolute',
                    [step < 0 ? 'left' : 'right']: 8,
                    color: 'common.white',
                    bgcolor: 'rgba(0,0,0,0.45)',
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
                  }}
                >
                  {step < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
                </IconButton>
              ))}
          </Box>
          <Typography id="foto-legenda" sx={{ px: 2, py: 1.5, whiteSpace: 'pre-wrap' }}>
            {foto.legenda || t('fotos.semLegenda')}
          </Typography>
        </Stack>
      )}
    </Dialog>
  );
}
