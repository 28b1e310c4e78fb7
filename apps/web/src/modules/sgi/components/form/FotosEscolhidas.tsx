import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/PhotoLibrary';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import { FotoEnvios } from '../../../../components/fotos/FotoEnvios';
import { FotoEscolher } from '../../../../components/fotos/FotoEscolher';
import type { FotoEnvio } from '../../../../components/fotos/use-foto-uploads';

export interface FotoEscolhida {
  key: string;
  file: File;
}

/**
 * The evidence photos chosen for an occurrence still being written: taken with the phone's camera or picked, listed
 * with their size to take out; once the occurrence exists, each one's progress as it is sent (`envios`).
 */
export function FotosEscolhidas({
  fotos,
  recusadas,
  envios,
  disabled,
  onEscolher,
  onRemover,
}: {
  fotos: FotoEscolhida[];
  /** What the last choice could not take (a HEIC, a file over the limit, over ten photos). */
  recusadas: string[];
  envios: FotoEnvio[] | null;
  disabled: boolean;
  onEscolher: (files: File[]) => void;
  onRemover: (key: string) => void;
}) {
  const { t } = useTranslation('sgi');
  return (
    <Box component="section" aria-labelledby="nova-ocorrencia-fotos">
      <Typography variant="subtitle1" component="h2" id="nova-ocorrencia-fotos" sx={{ fontWeight: 600 }}>
        {t('fotos.titulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('form.fotosAjuda')}
      </Typography>
      {envios ? (
        <FotoEnvios envios={envios} onDismiss={() => undefined} />
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FotoEscolher
              labels={{ tirar: t('fotos.tirar'), escolher: t('fotos.escolher') }}
              disabled={disabled}
              onFiles={onEscolher}
            />
          </Stack>
          {recusadas.length > 0 && (
            <Alert severity="warning">
              {recusadas.map((r) => (
                <Box key={r}>{r}</Box>
              ))}
            </Alert>
          )}
          {fotos.length > 0 && (
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
              aria-label={t('fotos.escolhidas')}
            >
              {fotos.map((f) => (
                <Stack component="li" key={f.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ImageIcon color="action" fontSize="small" aria-hidden />
                  <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                    {f.file.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatBytes(f.file.size)}
                  </Typography>
                  <Tooltip title={t('fotos.tirarDaLista', { nome: f.file.name })}>
                    <IconButton
                      size="small"
                      aria-label={t('fotos.tirarDaLista', { nome: f.file.name })}
                      onClick={() => onRemover(f.key)}
                      disabled={disabled}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
