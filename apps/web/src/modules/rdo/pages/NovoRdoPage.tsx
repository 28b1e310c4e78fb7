import { useState } from 'react';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSnackbar } from 'notistack';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDate, todayInSaoPaulo } from '@portal/domain';
import { ApiError } from '../../../lib/api-error';
import type { FotoGuardada } from '../../../lib/offline/envios-db';
import { useEnviosStore } from '../../../lib/offline/envios.store';
import { guardarNoAparelho, semConexao } from '../../../lib/offline/guardar-envio';
import { useSessionStore } from '../../../session/session.store';
import { useObra } from '../../obras/obras.queries';
import { RdoForm } from '../components/RdoForm';
import { FotosNoAparelho } from '../../../components/fotos/FotosNoAparelho';
import type { RdoOffline } from '../offline/rdo-offline';
import { rdoKeys, useCreateRdo, useRdoModelo } from '../rdo.queries';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /:obra/diarios/novo: the day's report. The date (today in São Paulo by default, never later) is kept in the address
 * (`?data=`), so a reload or a shared link opens the same day; a day that already has its report links to it.
 */
export function NovoRdoPage() {
  const { t } = useTranslation('rdoEdicao');
  const { obra = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const hoje = todayInSaoPaulo();
  const pedida = params.get('data') ?? '';
  const data = ISO.test(pedida) && pedida <= hoje ? pedida : hoje;
  const modelo = useRdoModelo(obra, data);
  const create = useCreateRdo(obra);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const m = modelo.data?.data === data ? modelo.data : undefined;
  const online = useEnviosStore((st) => st.online);
  const usuarioId = useSessionStore((st) => st.user?.id_user ?? '');
  const codigoObra = useObra(obra).data?.codigo ?? '';
  const [fotos, setFotos] = useState<FotoGuardada[]>([]);

  /** No signal: the report (and its photos) waits on the device and goes when the connection returns. */
  const guardarOffline = async (dados: RdoOffline) => {
    await guardarNoAparelho({
      usuarioId,
      tipo: 'rdo',
      rotulo: t('offline.rotulo', { data: formatDate(dados.data), obra: codigoObra }),
      dados,
      fotos,
    });
    enqueueSnackbar(t('offline.guardado'), { variant: 'info' });
    void navigate('/envios');
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('novo.titulo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
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
            textField: { helperText: t('novo.dataDica'), sx: { width: { xs: '100%', sm: 240 } } },
          }}
        />
        {m && !m.existente && (
          <Typography variant="h5" component="p">
            {t('novo.numero', { numero: m.numero })}
          </Typography>
        )}
      </Stack>
      {modelo.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void modelo.refetch()}>{t('tentarDeNovo')}</Button>}
        >
          {modelo.error.message}
        </Alert>
      )}
      {!m && !modelo.isError && <Skeleton variant="rounded" height={480} />}
      {m?.existente && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/diarios/${m.existente.id}`} color="inherit">
              {t('novo.abrirExistente', { numero: m.existente.numero })}
            </Button>
          }
        >
          {t('novo.existente', { numero: m.existente.numero, data: formatDate(data) })}
        </Alert>
      )}
      {!online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('offline.aviso')}
        </Alert>
      )}
      {m && !m.existente && (
        <>
          {m.copiadoDe && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <Trans
                t={t}
                i18nKey="novo.copiadoDe"
                values={{ numero: m.copiadoDe.numero, data: formatDate(m.copiadoDe.data) }}
                components={{ rdo: <Link component={RouterLink} to={`/diarios/${m.copiadoDe.id}`} /> }}
              />
            </Alert>
          )}
          <RdoForm
            key={data}
            obraId={obra}
            secoes={m.config.secoes}
            dataRdo={data}
            defaultValues={m.conteudo}
            submitLabel={online ? t('novo.criar') : t('offline.guardar')}
            onCancel={() => void navigate('/diarios')}
            onSubmit={async ({ conteudo }) => {
              if (!online) return guardarOffline({ obraId: obra, data, conteudo });
              try {
                const rdo = await create.mutateAsync({ data, conteudo });
                enqueueSnackbar(t('novo.criado', { numero: rdo.numero }), { variant: 'success' });
                void navigate(`/diarios/${rdo.id}/editar`);
              } catch (error) {
                if (semConexao(error)) return guardarOffline({ obraId: obra, data, conteudo });
                // Someone else saved this day meanwhile: reload the template, which then links to their report.
                if (error instanceof ApiError && error.code === 'CONFLICT')
                  void queryClient.invalidateQueries({ queryKey: rdoKeys.modelo(obra, data) });
                throw error;
              }
            }}
          />
          {(!online || fotos.length > 0) && <FotosNoAparelho fotos={fotos} onChange={setFotos} />}
        </>
      )}
    </Box>
  );
}
