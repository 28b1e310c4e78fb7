import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { checklistFotoUrl, uploadChecklistFoto } from '../../checklist.queries';

export interface ChecklistFotoCampoProps {
  checklistId: string;
  /** The photo already sent for this answer. */
  fotoId: string | null;
  /** What the photo shows (its alternative text). */
  legenda: string;
  onUploaded: (fotoId: string) => void;
}

/**
 * Takes a photo with the phone's back camera (or picks one) and sends it at once, with its progress. The photo shows
 * as soon as it is stored; the answer that uses it is saved by the caller.
 */
export function ChecklistFotoCampo({ checklistId, fotoId, legenda, onUploaded }: ChecklistFotoCampoProps) {
  const { t } = useTranslation('checklist');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const foto = await uploadChecklistFoto(checklistId, file, ({ loaded, total }) =>
        setProgress(Math.round((loaded / total) * 100)),
      ).done;
      onUploaded(foto.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      {fotoId && (
        <Box
          component="img"
          src={checklistFotoUrl(fotoId)}
          alt={t('preencher.fotoDe', { item: legenda })}
          sx={{
            maxWidth: '100%',
            maxHeight: 240,
            objectFit: 'contain',
            borderRadius: 1,
            alignSelf: 'flex-start',
          }}
        />
      )}
      <Button
        component="label"
        variant="outlined"
        size="large"
        startIcon={<PhotoCameraIcon />}
        disabled={progress !== null}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {fotoId ? t('preencher.trocarFoto') : t('preencher.tirarFoto')}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </Button>
      {progress !== null && (
        <Box>
          <Typography variant="body2">{t('preencher.enviandoFoto', { pct: progress })}</Typography>
          <LinearProgress variant="determinate" value={progress} />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
