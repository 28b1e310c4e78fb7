import { Box, Stack, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, weekdayOf, type TRdoResumo } from '@portal/domain';
import { formatMm } from '../rdo-format';
import { RdoStatusChip } from './RdoStatusChip';

function Fact({ icon, text, label }: { icon: ReactNode; text: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-label={label} role="group">
      {icon}
      <Typography variant="caption" aria-hidden>
        {text}
      </Typography>
    </Stack>
  );
}

/** One report as a card of `/diarios` on a phone (a grid too wide to read there); ListPage draws the cards. */
export function RdoCardContent({ rdo }: { rdo: TRdoResumo }) {
  const { t } = useTranslation('rdo');
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('lista.cartaoTitulo', { numero: rdo.numero, data: formatDate(rdo.data) })}
        </Typography>
        <RdoStatusChip status={rdo.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('lista.cartaoObra', { dia: weekdayOf(rdo.data), codigo: rdo.obra.codigo, nome: rdo.obra.nome })}
      </Typography>
      {rdo.autor && <Typography variant="caption">{t('lista.porAutor', { autor: rdo.autor })}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Fact
          icon={<GroupsIcon fontSize="small" color="action" />}
          text={String(rdo.efetivo)}
          label={`${t('colunas.efetivo')}: ${rdo.efetivo}`}
        />
        <Fact
          icon={<WaterDropIcon fontSize="small" color="action" />}
          text={rdo.chuvaMm === null ? '—' : formatMm(rdo.chuvaMm)}
          label={`${t('colunas.chuva')}: ${rdo.chuvaMm === null ? t('secoes.naoInformado') : formatMm(rdo.chuvaMm)}`}
        />
        <Fact
          icon={<ReportProblemIcon fontSize="small" color="action" />}
          text={String(rdo.ocorrencias)}
          label={`${t('colunas.ocorrencias')}: ${rdo.ocorrencias}`}
        />
        <Fact
          icon={<PhotoLibraryIcon fontSize="small" color="action" />}
          text={String(rdo.fotos)}
          label={`${t('colunas.fotos')}: ${rdo.fotos}`}
        />
      </Box>
    </Stack>
  );
}
