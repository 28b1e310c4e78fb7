import { Alert, Box, Button, Divider, List, Skeleton, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotificacao } from '@portal/domain';
import { useMarcarLida, useMarcarTodasLidas, useNotificacoes } from '../notificacoes.queries';
import { NotificacaoItem } from './NotificacaoItem';

/** How many the bell shows; the rest are on /notificacoes. */
const LATEST = 8;

/**
 * The bell's panel: the latest notifications (choosing one marks it read and opens its record), "Marcar todas como
 * lidas" and "Ver todas".
 */
export function NotificacoesPainel({ naoLidas, onClose }: { naoLidas: number; onClose: () => void }) {
  const { t } = useTranslation('notificacoes');
  const navigate = useNavigate();
  const latest = useNotificacoes({ page: 1, pageSize: LATEST });
  const marcar = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();

  const open = (notificacao: TNotificacao) => {
    if (!notificacao.lida) marcar.mutate(notificacao.id);
    onClose();
    void navigate(notificacao.link);
  };

  const items = latest.data?.items ?? [];
  return (
    <Box component="section" aria-labelledby="notificacoes-painel-titulo">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.25 }}
      >
        <Typography
          id="notificacoes-painel-titulo"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          {t('sino.titulo')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={() => marcarTodas.mutate()}
          disabled={naoLidas === 0 || marcarTodas.isPending}
        >
          {t('sino.marcarTodas')}
        </Button>
      </Stack>
      <Divider />
      {latest.isPending ? (
        <Stack spacing={1} sx={{ p: 2 }} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : latest.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('sino.erro')}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }} role="status">
          {t('sino.vazio')}
        </Typography>
      ) : (
        <List disablePadding sx={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
          {items.map((n) => (
            <NotificacaoItem key={n.id} notificacao={n} onOpen={open} />
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button component={RouterLink} to="/notificacoes" onClick={onClose} fullWidth>
          {t('sino.verTodas')}
        </Button>
      </Box>
    </Box>
  );
}
