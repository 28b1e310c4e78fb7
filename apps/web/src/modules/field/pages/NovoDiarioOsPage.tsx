import { useState } from 'react';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDate, isOsTipo, todayInSaoPaulo, type TCreateDiarioOsInput } from '@portal/domain';
import { FotosNoAparelho } from '../../../components/fotos/FotosNoAparelho';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { ApiError } from '../../../lib/api-error';
import type { FotoGuardada } from '../../../lib/offline/envios-db';
import { useEnviosStore } from '../../../lib/offline/envios.store';
import { guardarNoAparelho, semConexao } from '../../../lib/offline/guardar-envio';
import { useSessionStore } from '../../../session/session.store';
import { TIPO_DIARIO_OS, type DiarioOsOffline } from '../offline/diario-os-offline';
import { DiarioOsForm } from '../components/diario/DiarioOsForm';
import { diarioOsKeys, useCreateDiarioOs, useDiarioOsModelo } from '../diario-os.queries';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /:obra/ordensServico/:tipo/:idOs/diario: the day's log of an order, on a phone on site. The date (today in São Paulo
 * by default, never later) is kept in the address (`?data=`); a date that already has its log links to it. Saving
 * opens the saved log.
 */
export function NovoDiarioOsPage() {
  const { t } = useTranslation('diarioOs');
  const { obra = '', tipo: tipoParam, idOs = '' } = useParams();
  const tipo = isOsTipo(tipoParam) ? tipoParam : undefined;
  const [params, setParams] = useSearchParams();
  const hoje = todayInSaoPaulo();
  const pedida = params.get('data') ?? '';
  const data = ISO.test(pedida) && pedida <= hoje ? pedida : hoje;
  const modelo = useDiarioOsModelo(tipo, idOs, data);
  const create = useCreateDiarioOs(tipo ?? 'field', idOs);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const osPath = `/${obra}/ordensServico/${tipoParam}/${idOs}`;
  const m = modelo.data?.data === data ? modelo.data : undefined;
  usePageBreadcrumbs(m ? { trail: [{ label: t('osTitulo', m.os), to: osPath }] } : null);
  const online = useEnviosStore((st) => st.online);
  const usuarioId = useSessionStore((st) => st.user?.id_user ?? '');
  const [fotosAparelho, setFotosAparelho] = useState<FotoGuardada[]>([]);

  /** No signal: the log (and its photos) waits on the device and goes when the connection returns. */
  const guardarOffline = async (input: TCreateDiarioOsInput) => {
    // Photos already sent before the signal went stay on the server, waiting for this log: their ids go with it.
    const { fotos = [], chaveIdempotencia: _chave, ...resto } = input;
    const dados: DiarioOsOffline = {
      obra,
      tipo: tipo!,
      os: idOs,
      input: { ...resto, data: input.data },
      fotosJaEnviadas: fotos,
      fotosNoServidor: {},
    };
    await guardarNoAparelho({
      usuarioId,
      tipo: TIPO_DIARIO_OS,
      rotulo: t('offline.rotulo', {
        data: formatDate(input.data),
        numero: m?.os.numero,
        obra: m?.os.obra.codigo,
      }),
      dados,
      fotos: fotosAparelho,
    });
    enqueueSnackbar(t('offline.guardado'), { variant: 'info' });
    void navigate('/envios');
  };

  const voltar = (
    <Button component={RouterLink} to={osPath} color="inherit" size="small">
      {t('voltarOs')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {t('novo.titulo')}
      </Typography>
      {m && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={osPath}>
            {t('osTitulo', m.os)}
          </Link>
        </Typography>
      )}
      <DatePicker
        label={t('novo.data')}
        value={dayjs(data)}
        format="DD/MM/YYYY"
        maxDate={dayjs(hoje)}
        onChange={(value) => {
          if (value?.isValid() && value.format('YYYY-MM-DD') <= hoje)
            setParams({ data: value.format('YYYY-MM-DD') }, { replace: true });
        }}
        slotProps={{
          textField: { helperText: t('novo.dataDica'), sx: { width: { xs: '100%', sm: 240 }, my: 2 } },
        }}
      />
      {(!tipo || modelo.isError) && (
        <Alert
          severity={modelo.error instanceof ApiError && modelo.error.code !== 'NETWORK' ? 'warning' : 'error'}
          action={voltar}
        >
          {modelo.error?.message ?? t('novo.naoEncontrada')}
        </Alert>
      )}
      {tipo && !m && !modelo.isError && <Skeleton variant="rounded" height={480} />}
      {m?.existente && (
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={`${osPath}/diario/${m.existente.id}`}
              color="inherit"
              size="small"
            >
              {t('novo.abrirExistente')}
            </Button>
          }
        >
          {t('novo.existente', { data: formatDate(data) })}
        </Alert>
      )}
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offline.aviso')}
        </Alert>
      )}
      {tipo && m && !m.existente && (
        <Stack spacing={2}>
          {m.copiadoDe && (
            <Alert severity="info">
              <Trans
                t={t}
                i18nKey="novo.copiadoDe"
                values={{ data: formatDate(m.copiadoDe.data) }}
                components={{
                  diario: <Link component={RouterLink} to={`${osPath}/diario/${m.copiadoDe.id}`} />,
                }}
              />
            </Alert>
          )}
          <DiarioOsForm
            key={data}
            tipo={tipo}
            modelo={m}
            data={data}
            onCancel={() => void navigate(osPath)}
            semSinal={!online}
            fotosNoAparelho={
              (!online || fotosAparelho.length > 0) && (
                <FotosNoAparelho
                  fotos={fotosAparelho}
                  onChange={setFotosAparelho}
                  titulo={t('offline.fotosTitulo')}
                  semLegenda
                />
              )
            }
            onSubmit={async (input) => {
              if (!online) return guardarOffline(input);
              try {
                const diario = await create.mutateAsync(input);
                enqueueSnackbar(t('novo.salvo', { data: formatDate(diario.data) }), { variant: 'success' });
                void navigate(`${osPath}/diario/${diario.id}`);
              } catch (error) {
                if (semConexao(error)) return guardarOffline(input);
                // Someone else saved this day meanwhile: reload the template, which then links to their log.
                if (error instanceof ApiError && error.code === 'CONFLICT')
                  void queryClient.invalidateQueries({ queryKey: diarioOsKeys.modelo(idOs, data) });
                throw error;
              }
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
