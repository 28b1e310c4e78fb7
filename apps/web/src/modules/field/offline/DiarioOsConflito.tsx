import { useEffect } from 'react';
import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatQuantidade, type TDiarioOsModeloItem } from '@portal/domain';
import { EnviarEmOutraData } from '../../../components/offline/EnviarEmOutraData';
import type { EnvioGuardado } from '../../../lib/offline/envios-db';
import { useDiarioOs, useDiarioOsModelo } from '../diario-os.queries';
import type { DiarioOsOffline } from './diario-os-offline';

interface Resumivel {
  horaInicio?: string | null;
  horaFim?: string | null;
  equipe?: { nome: string }[];
  itens?: { eapItemId: string; quantidade: number }[];
  observacoes?: string;
}

function Resumo({
  titulo,
  diario,
  itensDaOs,
}: {
  titulo: string;
  diario: Resumivel;
  itensDaOs: TDiarioOsModeloItem[];
}) {
  const { t } = useTranslation('diarioOs');
  const itens = (diario.itens ?? []).map((i) => {
    const daOs = itensDaOs.find((o) => o.eapItemId === i.eapItemId);
    return `${daOs ? `${daOs.codigo} ${daOs.descricao}` : ''}: ${formatQuantidade(i.quantidade, daOs?.unidade)}`;
  });
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {titulo}
      </Typography>
      <Stack spacing={0.5} sx={{ typography: 'body2' }}>
        <span>{t('offline.horario', { inicio: diario.horaInicio ?? '—', fim: diario.horaFim ?? '—' })}</span>
        <span>{t('offline.equipe', { count: diario.equipe?.length ?? 0 })}</span>
        <span>
          {t('offline.itens', { count: itens.length })}
          {itens.length > 0 && `: ${itens.join('; ')}`}
        </span>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {diario.observacoes ? diario.observacoes : t('offline.semObservacoes')}
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * A daily log made offline for a day the order already had logged (from another phone, or by someone else): the
 * user's version (kept on the device) beside the server's, to send theirs for another day, open the server's, or
 * discard theirs.
 */
export function DiarioOsConflito({ envio }: { envio: EnvioGuardado }) {
  const { t } = useTranslation('diarioOs');
  const dados = envio.dados as DiarioOsOffline;
  const { data } = dados.input;
  const modelo = useDiarioOsModelo(dados.tipo, dados.os, data);
  // The template of that day may still be the one the form read offline, from before the server had its log.
  const { refetch } = modelo;
  useEffect(() => void refetch(), [refetch, data]);
  const existente = modelo.data?.data === data ? modelo.data.existente : null;
  const doServidor = useDiarioOs(dados.tipo, dados.os, existente?.id ?? '');
  const itensDaOs = modelo.data?.itens ?? [];
  const osPath = `/${dados.obra}/ordensServico/${dados.tipo}/${dados.os}`;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Resumo
          titulo={t('offline.oSeu', { data: formatDate(data) })}
          diario={dados.input}
          itensDaOs={itensDaOs}
        />
        {doServidor.data ? (
          <Resumo
            titulo={t('offline.doServidor', { autor: doServidor.data.autor?.name ?? '' })}
            diario={doServidor.data}
            itensDaOs={itensDaOs}
          />
        ) : (
          <Skeleton variant="rounded" height={140} sx={{ flex: 1 }} />
        )}
      </Stack>
      {existente && (
        <Link component={RouterLink} to={`${osPath}/diario/${existente.id}`}>
          {t('offline.abrirDoServidor', { data: formatDate(data) })}
        </Link>
      )}
      <EnviarEmOutraData
        envio={envio}
        data={data}
        comData={(novaData) => ({ ...dados, input: { ...dados.input, data: novaData } })}
      />
    </Stack>
  );
}
