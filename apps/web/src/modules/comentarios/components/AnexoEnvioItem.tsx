import { Alert, Box, Chip, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@portal/domain';
import type { AnexoEnvio } from './use-anexos';

/** One file of the comment being written: its progress while it goes, a chip once sent, the reason if refused. */
export function AnexoEnvioItem({ anexo, onRemove }: { anexo: AnexoEnvio; onRemove: () => void }) {
  const { t } = useTranslation('comentarios');
  if (anexo.estado === 'erro')
    return (
      <Alert severity="error" onClose={onRemove} sx={{ py: 0 }}>
        {anexo.mensagem}
      </Alert>
    );
  if (anexo.estado === 'pronto')
    return (
      <Chip
        icon={<AttachFileIcon />}
        label={`${anexo.nome} (${formatBytes(anexo.arquivo?.tamanho ?? 0)})`}
        onDelete={onRemove}
        deleteIcon={<CloseIcon titleAccess={t('anexos.retirar', { nome: anexo.nome })} />}
        variant="outlined"
        sx={{ maxWidth: '100%' }}
      />
    );
  const enviando = t('anexos.enviando', { nome: anexo.nome, porcentagem: anexo.percent });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" noWrap component="p">
          {enviando}
        </Typography>
        <LinearProgress variant="determinate" value={anexo.percent} aria-label={enviando} />
      </Box>
      <Tooltip title={t('anexos.cancelar', { nome: anexo.nome })}>
        <IconButton size="small" onClick={onRemove} aria-label={t('anexos.cancelar', { nome: anexo.nome })}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
