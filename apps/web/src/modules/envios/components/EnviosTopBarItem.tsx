import { useCallback, useEffect } from 'react';
import { Badge, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ENVIOS_MUDARAM } from '../../../lib/offline/guardar-envio';
import { useEnviosStore } from '../../../lib/offline/envios.store';
import { useSessionStore } from '../../../session/session.store';
import { contarPendentes, enviarPendentes } from '../envios-sync';

/** How often waiting items are tried again while online (a refused connection does not always fire `online`). */
const INTERVALO_MS = 30_000;

/**
 * The top bar's connection light: online or not, and how many records wait on the device (a link to the list).
 * It also sends them: when the connection returns, when something is saved, and every 30 s while some wait.
 */
export function EnviosTopBarItem() {
  const { t } = useTranslation('envios');
  const usuarioId = useSessionStore((s) => s.user?.id_user ?? '');
  const { online, pendentes, enviando, set } = useEnviosStore();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const sincronizar = useCallback(async () => {
    if (!usuarioId) return;
    await contarPendentes(usuarioId);
    const enviados = await enviarPendentes(usuarioId);
    // A refusal changes an item without sending it (Conflito, Recusado): the lists read the queue again either way.
    if (enviados.length === 0) return queryClient.invalidateQueries({ queryKey: ['envios'] });
    for (const { rotulo } of enviados) enqueueSnackbar(t('enviado', { rotulo }), { variant: 'success' });
    void queryClient.invalidateQueries();
  }, [usuarioId, enqueueSnackbar, queryClient, t]);

  useEffect(() => {
    const mudou = () => {
      set({ online: navigator.onLine });
      void queryClient.invalidateQueries({ queryKey: ['envios'] });
      void sincronizar();
    };
    window.addEventListener('online', mudou);
    window.addEventListener('offline', mudou);
    window.addEventListener(ENVIOS_MUDARAM, mudou);
    mudou();
    return () => {
      window.removeEventListener('online', mudou);
      window.removeEventListener('offline', mudou);
      window.removeEventListener(ENVIOS_MUDARAM, mudou);
    };
  }, [set, sincronizar, queryClient]);

  useEffect(() => {
    if (!online || pendentes === 0) return;
    const timer = window.setInterval(() => void sincronizar(), INTERVALO_MS);
    return () => window.clearInterval(timer);
  }, [online, pendentes, sincronizar]);

  // A phone's bar is narrow: the light shows there only when something needs the user's eye.
  if (phone && online && pendentes === 0 && !enviando) return null;
  const rotulo = online
    ? pendentes > 0
      ? t('barra.aguardando', { count: pendentes })
      : t('barra.online')
    : t('barra.offline', { count: pendentes });
  const Icone = enviando
    ? CloudSyncIcon
    : !online
      ? CloudOffIcon
      : pendentes > 0
        ? CloudUploadOutlinedIcon
        : CloudDoneOutlinedIcon;
  return (
    <Tooltip title={rotulo}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/envios"
        aria-label={rotulo}
        data-testid="conexao"
        data-online={online}
      >
        <Badge badgeContent={pendentes} color="warning" max={99}>
          <Icone />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
