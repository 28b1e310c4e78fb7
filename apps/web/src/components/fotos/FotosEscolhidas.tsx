import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/PhotoLibrary';
import { formatBytes } from '@portal/domain';
import { FotoEnvios } from './FotoEnvios';
import { FotoEscolher } from './FotoEscolher';
import type { FotoEnvio } from './use-foto-uploads';

export interface FotoEscolhida {
  key: string;
  file: File;
}

/** What the section says, in its module's words ("Fotos" of a ticket, "Evidências" of an occurrence). */
export interface FotosEscolhidasTextos {
  titulo: string;
  ajuda: string;
  tirar: string;
  escolher: string;
  /** The chosen list's name, for screen readers. */
  lista: string;
  tirarDaLista: (nome: string) => string;
}

/**
 * The photos chosen for a record still being written (a ticket, an occurrence): taken with the phone's camera or
 * picked, listed with their size to take out; once the record exists, each one's progress as it is sent (`envios`).
 */
export function FotosEscolhidas({
  id,
  textos,
  fotos,
  recusadas,
  envios,
  disabled,
  onEscolher,
  onRemover,
}: {
  /** The section's heading id. */
  id: string;
  textos: FotosEscolhidasTextos;
  fotos: FotoEscolhida[];
  /** What the last choice could not take (a HEIC, a file over the limit, over the record's maximum). */
  recusadas: string[];
  envios: FotoEnvio[] | null;
  disabled: boolean;
  onEscolher: (files: File[]) => void;
  onRemover: (key: string) => void;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600 }}>
        {textos.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {textos.ajuda}
      </Typography>
      {envios ? (
        <FotoEnvios envios={envios} onDismiss={() => undefined} />
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FotoEscolher
              labels={{ tirar: textos.tirar, escolher: textos.escolher }}
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
              aria-label={textos.lista}
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
                  <Tooltip title={textos.tirarDaLista(f.file.name)}>
                    <IconButton
                      size="small"
                      aria-label={textos.tirarDaLista(f.file.name)}
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
