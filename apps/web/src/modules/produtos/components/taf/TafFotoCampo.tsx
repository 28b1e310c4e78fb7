import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error';
import { enviarFotoPonto, fotoUrl } from '../../taf.queries';

/**
 * Takes a photo with the tablet's back camera (or picks one) and sends it at once, with its progress; the answer
 * that uses it is saved by the caller. The photo already kept shows above.
 */
export function TafFotoCampo({
  tafId,
  pontoId,
  foto,
  legenda,
  disabled,
  onUploaded,
}: {
  tafId: string;
  pontoId: string;
  foto: { id: string; nome: string } | null;
  legenda: string;
  disabled?: boolean;
  onUploaded: (fotoId: string) => void;
}) {
  const { t } = useTranslation('produtos');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const enviada = await enviarFotoPonto(tafId, pontoId, file, ({ loaded, total }) =>
        setProgress(Math.round((loaded / total) * 100)),
      ).done;
      onUploaded(enviada.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('ponto.fotoFalhou'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      {foto && (
        <Box
          component="img"
          src={fotoUrl(foto.id)}
          alt={t('ponto.fotoDe', { ponto: legenda })}
          sx={{
            maxWidth: '100%',
            maxHeight: 260,
            objectFit: 'contain',
            borderRadius: 1,
            alignSelf: 'flex-start',
          }}
        />
      )}
      {!disabled && (
        <Button
          component="label"
          variant="outlined"
          size="large"
          startIcon={<PhotoCameraIcon />}
          disabled={progress !== null}
          sx={{ minHeight: 48, alignSelf: 'flex-start' }}
        >
          {foto ? t('ponto.trocarFoto') : t('ponto.tirarFoto')}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-label={t('ponto.tirarOuEscolher')}
            onChange={(event) => void send(event.target.files?.[0])}
          />
        </Button>
      )}
      {progress !== null && (
        <Box>
          <Typography variant="body2">{t('ponto.enviandoFoto', { pct: progress })}</Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('ponto.enviandoFoto', { pct: progress })}
          />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
