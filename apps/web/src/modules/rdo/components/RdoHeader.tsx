import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, weekdayOf, type TRdo } from '@portal/domain';
import { RdoStatusChip } from './RdoStatusChip';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Who, where and when: the report's number, obra, date with its weekday, status, author and working hours. */
export function RdoHeader({ rdo }: { rdo: TRdo }) {
  const { t } = useTranslation('rdo');
  const { conteudo } = rdo;
  const horario =
    conteudo.horarioInicio && conteudo.horarioFim
      ? t('ver.horario', { inicio: conteudo.horarioInicio, fim: conteudo.horarioFim })
      : t('secoes.naoInformado');
  return (
    <Box component="header">
      <Link
        component={RouterLink}
        to={`/obras/${rdo.obra.id}`}
        variant="overline"
        color="text.secondary"
        underline="hover"
      >
        {rdo.obra.codigo} — {rdo.obra.nome}
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <Typography variant="h4" component="h1">
          {t('ver.titulo', { numero: rdo.numero })}
        </Typography>
        <RdoStatusChip status={rdo.status} size="medium" />
        {conteudo.semTrabalho && (
          <Chip icon={<EventBusyIcon />} label={t('ver.semTrabalho')} variant="outlined" color="warning" />
        )}
      </Stack>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
        {formatDate(rdo.data)}, {weekdayOf(rdo.data)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto)' },
          justifyContent: 'start',
          columnGap: 4,
          rowGap: 1,
          mt: 1.5,
          mb: 0,
        }}
      >
        <Fact label={t('ver.cliente')} value={rdo.obra.cliente || t('secoes.naoInformado')} />
        <Fact label={t('ver.autor')} value={rdo.autor?.name ?? t('secoes.naoInformado')} />
        <Fact label={t('ver.responsavel')} value={rdo.siteManager?.name ?? t('secoes.naoInformado')} />
        <Fact label={t('ver.expediente')} value={horario} />
      </Box>
    </Box>
  );
}
