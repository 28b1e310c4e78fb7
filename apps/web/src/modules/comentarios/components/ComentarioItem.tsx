import { Avatar, Box, Chip, IconButton, Stack, Tooltip, Typography, alpha } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime, type TComentario } from '@portal/domain';
import { arquivoUrl } from '../comentarios.queries';
import { ComentarioTexto } from './ComentarioTexto';

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** One comment: author, date, whether it is an internal note, its text with mentions, its files as chips. */
export function ComentarioItem({
  comentario: c,
  onRemover,
}: {
  comentario: TComentario;
  onRemover: (c: TComentario) => void;
}) {
  const { t } = useTranslation('comentarios');
  const removido = c.removidoEm !== null;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-testid="comentario"
      sx={{
        p: 1.5,
        borderRadius: 1,
        ...(c.interno && {
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06),
          borderLeft: 3,
          borderColor: 'warning.main',
        }),
      }}
    >
      <Avatar
        sx={{
          width: 32,
          height: 32,
          fontSize: 14,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
        aria-hidden
      >
        {iniciais(c.autor.nome)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="subtitle2" component="span">
            {c.autor.nome}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={c.createdAt}>
            {formatDateTime(c.createdAt)}
          </Typography>
          {c.interno && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              icon={<LockIcon />}
              label={t('notaInterna')}
              title={t('notaInternaDica')}
            />
          )}
          <Box sx={{ flex: 1 }} />
          {c.podeRemover && (
            <Tooltip title={t('remover')}>
              <IconButton size="small" aria-label={t('remover')} onClick={() => onRemover(c)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        {removido ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('removido')}
          </Typography>
        ) : (
          <ComentarioTexto texto={c.texto} mencoes={c.mencoes} />
        )}
        {c.arquivos.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {c.arquivos.map((a) => (
              <Chip
                key={a.id}
                component="a"
                href={arquivoUrl(a.id)}
                download={a.nome}
                clickable
                variant="outlined"
                size="small"
                icon={<AttachFileIcon />}
                label={`${a.nome} (${formatBytes(a.tamanho)})`}
                aria-label={t('baixar', { nome: a.nome, tamanho: formatBytes(a.tamanho) })}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
