import {
  Alert,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICACAO_ENTREGAS,
  type TNotificacaoEntrega,
  type TNotificacaoPreferenciaView,
} from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { useDefinirPreferencia, usePreferencias } from '../notificacoes.queries';

/**
 * "Notificações" on one's own profile: for each kind of notification, only in the portal, an e-mail at once, or the
 * daily digest. A choice is saved as soon as it is made, with a toast.
 */
export function NotificacoesPreferenciasCard() {
  const { t } = useTranslation('notificacoes');
  const { enqueueSnackbar } = useSnackbar();
  const email = useSessionStore((s) => s.user?.email);
  const prefs = usePreferencias();
  const definir = useDefinirPreferencia();

  const choose = (pref: TNotificacaoPreferenciaView, entrega: TNotificacaoEntrega) =>
    definir.mutate(
      { tipo: pref.tipo, entrega },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t('preferencias.salvo', { tipo: pref.label, entrega: t(`preferencias.entregas.${entrega}`) }),
            {
              variant: 'success',
            },
          ),
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  // While a choice is being saved it shows as made; a refusal puts the saved one back.
  const shown = (pref: TNotificacaoPreferenciaView) =>
    definir.isPending && definir.variables.tipo === pref.tipo ? definir.variables.entrega : pref.entrega;

  return (
    <Card variant="outlined" component="section" aria-labelledby="notificacoes-preferencias-titulo">
      <CardContent>
        <Typography id="notificacoes-preferencias-titulo" variant="h6" component="h2">
          {t('preferencias.titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {email ? t('preferencias.subtitulo', { email }) : t('preferencias.subtituloSemEmail')}
        </Typography>
        {prefs.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : prefs.isError ? (
          <Alert severity="error">{t('preferencias.erro')}</Alert>
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {prefs.data.map((pref) => {
              const labelId = `notificacao-tipo-${pref.tipo}`;
              // A kind may say what its choice does not cover (delays: the delay e-mail goes out anyway).
              const dica = t(`preferencias.dicas.${pref.tipo}`, { defaultValue: '' });
              const dicaId = `${labelId}-dica`;
              return (
                <Stack
                  key={pref.tipo}
                  direction={{ xs: 'column', md: 'row' }}
                  sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', columnGap: 2 }}
                >
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography id={labelId} sx={{ fontWeight: 500 }}>
                      {pref.label}
                    </Typography>
                    {dica && (
                      <Typography id={dicaId} variant="body2" color="text.secondary">
                        {dica}
                      </Typography>
                    )}
                  </Stack>
                  <RadioGroup
                    row
                    aria-labelledby={labelId}
                    aria-describedby={dica ? dicaId : undefined}
                    name={labelId}
                    value={shown(pref)}
                    onChange={(_event, value) => choose(pref, value as TNotificacaoEntrega)}
                    sx={{ columnGap: 1 }}
                  >
                    {NOTIFICACAO_ENTREGAS.map((entrega) => (
                      <FormControlLabel
                        key={entrega}
                        value={entrega}
                        control={<Radio size="small" />}
                        label={t(`preferencias.entregas.${entrega}`)}
                        disabled={definir.isPending}
                      />
                    ))}
                  </RadioGroup>
                </Stack>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
