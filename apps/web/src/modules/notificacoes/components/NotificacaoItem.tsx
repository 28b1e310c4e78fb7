import { Box, ListItemButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TNotificacao } from '@portal/domain';
import { notificacaoQuando } from '../notificacao-quando';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/**
 * One notification in the bell: unread ones in bold with a dot, the text in two lines at most, when it arrived
 * (relative within a day). Choosing it opens the record it is about.
 */
export function NotificacaoItem({
  notificacao,
  onOpen,
}: {
  notificacao: TNotificacao;
  onOpen: (notificacao: TNotificacao) => void;
}) {
  const { t } = useTranslation('notificacoes');
  const { lida, titulo, texto, criadaEm } = notificacao;
  return (
    <ListItemButton
      onClick={() => onOpen(notificacao)}
      alignItems="flex-start"
      sx={{ gap: 1.5, py: 1.25, bgcolor: lida ? undefined : 'action.hover' }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: lida ? 'transparent' : 'secondary.main',
        }}
      />
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        {!lida && <Box sx={VISUALLY_HIDDEN}>{t('sino.naoLida')}</Box>}
        <Typography variant="body2" sx={{ fontWeight: lida ? 400 : 700, overflowWrap: 'anywhere' }}>
          {titulo}
        </Typography>
        {texto && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {texto}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" title={formatDateTime(criadaEm)}>
          {notificacaoQuando(criadaEm)}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}
