import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { ETICA_MAX_ARQUIVOS, formatBytes } from '@portal/domain';
import { usePublicConfig } from '../../../../lib/use-public-config';

/** What the channel takes (the API checks again, from the content, and removes the files' metadata). */
const TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const EXTENSOES = /\.(jpe?g|png|webp|pdf)$/i;
export const ACCEPT = TIPOS.join(',');

/** Why a file cannot go, before sending it: its type or its size (over the server's limit). */
function recusa(file: File, limite: number | undefined): 'tipo' | 'tamanho' | null {
  const tipo = file.type.toLowerCase();
  if (!(tipo ? TIPOS.includes(tipo) : EXTENSOES.test(file.name))) return 'tipo';
  if (limite && file.size > limite) return 'tamanho';
  return null;
}

/**
 * The files of a report or an addition, chosen before sending: up to ETICA_MAX_ARQUIVOS photos or PDFs, their names
 * listed, each removable; a file of another type, too big or beyond the limit is left out and said why.
 */
export function ArquivosEscolher({
  arquivos,
  onChange,
  disabled = false,
  testId,
}: {
  arquivos: File[];
  onChange: (arquivos: File[]) => void;
  disabled?: boolean;
  /** What browser tests set files on. */
  testId: string;
}) {
  const { t } = useTranslation('etica');
  const input = useRef<HTMLInputElement>(null);
  const limite = usePublicConfig().data?.maxUploadBytes;
  const [avisos, setAvisos] = useState<string[]>([]);

  const adicionar = (escolhidos: File[]) => {
    const novos: File[] = [];
    const problemas: string[] = [];
    const fora: string[] = [];
    for (const file of escolhidos) {
      const motivo = recusa(file, limite);
      if (motivo === 'tipo') problemas.push(t('form.tipoInvalido', { nome: file.name }));
      else if (motivo === 'tamanho')
        problemas.push(
          t('form.grandeDemais', {
            nome: file.name,
            tamanho: formatBytes(file.size),
            limite: formatBytes(limite ?? 0),
          }),
        );
      else if (arquivos.length + novos.length >= ETICA_MAX_ARQUIVOS) fora.push(file.name);
      else novos.push(file);
    }
    if (fora.length)
      problemas.push(t('form.maximoArquivos', { max: ETICA_MAX_ARQUIVOS, nomes: fora.join(', ') }));
    setAvisos(problemas);
    if (novos.length) onChange([...arquivos, ...novos]);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {limite
          ? t('form.arquivosAjuda', { max: ETICA_MAX_ARQUIVOS, limite: formatBytes(limite) })
          : t('form.arquivosAjudaSemLimite', { max: ETICA_MAX_ARQUIVOS })}
      </Typography>
      {avisos.length > 0 && (
        <Alert severity="warning" onClose={() => setAvisos([])}>
          {avisos.map((aviso) => (
            <Box key={aviso}>{aviso}</Box>
          ))}
        </Alert>
      )}
      {arquivos.length > 0 && (
        <List dense disablePadding aria-label={t('form.arquivosEscolhidos')}>
          {arquivos.map((arquivo, i) => (
            <ListItem
              key={`${arquivo.name}-${i}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  onClick={() => onChange(arquivos.filter((_, j) => j !== i))}
                  disabled={disabled}
                  aria-label={t('form.retirarArquivo', { nome: arquivo.name })}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {arquivo.type === 'application/pdf' ? <PictureAsPdfIcon /> : <PhotoCameraIcon />}
              </ListItemIcon>
              <ListItemText
                primary={arquivo.name}
                secondary={formatBytes(arquivo.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          adicionar(files);
        }}
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || arquivos.length >= ETICA_MAX_ARQUIVOS}
        >
          {t('form.escolherArquivos')}
        </Button>
      </Box>
    </Stack>
  );
}
