import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { formatDateTime } from '@portal/domain';
import { useDevices, useForgetDevice, useRememberDevice } from '../../identity.queries';

/** The browsers the user signed in from: remember one (skips MFA there), forget one (ends its sessions). */
export function DevicesCard() {
  const { t } = useTranslation('identidade');
  const { enqueueSnackbar } = useSnackbar();
  const devices = useDevices();
  const onError = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const remember = useRememberDevice();
  const forget = useForgetDevice();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {t('seguranca.dispositivos')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('seguranca.dispositivosTexto')}
        </Typography>
        {devices.isPending ? (
          <Skeleton height={80} />
        ) : devices.isError ? (
          <Typography color="error">{devices.error.message}</Typography>
        ) : devices.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('seguranca.semDispositivos')}</Typography>
        ) : (
          <List aria-label={t('seguranca.dispositivos')}>
            {devices.data.items.map((d) => (
              <ListItem
                key={d.id}
                disableGutters
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {!d.remembered && (
                      <Button size="small" onClick={() => remember.mutate(d.id, { onError })}>
                        {t('seguranca.lembrar')}
                      </Button>
                    )}
                    {!d.current && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          forget.mutate(d.id, {
                            onSuccess: () =>
                              enqueueSnackbar(t('seguranca.esquecido'), { variant: 'success' }),
                            onError,
                          })
                        }
                      >
                        {t('seguranca.esquecer')}
                      </Button>
                    )}
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                      <span>{d.name}</span>
                      {d.current && (
                        <Chip
                          size="small"
                          label={t('seguranca.esteDispositivo')}
                          color="primary"
                          variant="outlined"
                        />
                      )}
                      {d.remembered && <Chip size="small" label={t('seguranca.lembrado')} />}
                    </Stack>
                  }
                  secondary={t('seguranca.ultimoAcesso', { data: formatDateTime(d.lastSeenAt) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
