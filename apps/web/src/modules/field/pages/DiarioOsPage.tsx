import { Alert, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDecimal, isOsTipo } from '@portal/domain';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { RdoFotosGaleria } from '../../rdo/components/RdoFotosGaleria';
import { DiarioEquipamentosView, DiarioEquipeView } from '../components/diario/DiarioEquipeView';
import { DiarioItensView } from '../components/diario/DiarioItensView';
import { SectionCard } from '../../../components/SectionCard';
import { diariosExportUrl, useDiarioOs } from '../diario-os.queries';

/**
 * /:obra/ordensServico/:tipo/:idOs/diario/:idDiario: one daily log as recorded: what it did per item and where the
 * order stood on each that day, the team, equipment, photos (with a lightbox) and remarks.
 */
export function DiarioOsPage() {
  const { t } = useTranslation('diarioOs');
  const { obra = '', tipo: tipoParam, idOs = '', idDiario = '' } = useParams();
  const tipo = isOsTipo(tipoParam) ? tipoParam : undefined;
  const diario = useDiarioOs(tipo, idOs, idDiario);
  const osPath = `/${obra}/ordensServico/${tipoParam}/${idOs}`;
  const d = diario.data;
  usePageBreadcrumbs(
    d
      ? {
          trail: [{ label: t('osTitulo', d.os), to: osPath }],
          current: t('ver.titulo', { data: formatDate(d.data) }),
        }
      : null,
  );

  if (!tipo || diario.isError)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={osPath} color="inherit" size="small">
            {t('voltarOs')}
          </Button>
        }
      >
        {diario.error?.message ?? t('ver.naoEncontrado')}
      </Alert>
    );
  if (!d)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={100} />
        <Skeleton variant="rounded" height={300} />
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('ver.titulo', { data: formatDate(d.data) })}
        </Typography>
        <Typography color="text.secondary">{t('osTitulo', d.os)}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(d.horaInicio || d.horaFim) && (
            <Chip
              size="small"
              label={t('ver.horario', { inicio: d.horaInicio ?? '?', fim: d.horaFim ?? '?' })}
            />
          )}
          <Chip size="small" label={t('equipe.pessoas', { count: d.equipe.length })} />
          <Chip
            size="small"
            color="primary"
            label={t('equipe.horasHomem', { valor: formatDecimal(d.horasHomem, 2) })}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('ver.registradoPor', {
            autor: d.autor?.name ?? t('ver.semAutor'),
            em: formatDateTime(d.createdAt),
          })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={osPath} startIcon={<ArrowBackIcon />} variant="outlined">
          {t('voltarOs')}
        </Button>
        <Button component="a" href={diariosExportUrl(tipo, idOs)} download startIcon={<FileDownloadIcon />}>
          {t('ver.exportar')}
        </Button>
      </Stack>
      <DiarioItensView itens={d.itens} />
      <DiarioEquipeView diario={d} />
      <DiarioEquipamentosView diario={d} />
      <SectionCard id="diario-os-fotos" title={t('fotos.titulo', { n: d.fotos.length })}>
        <RdoFotosGaleria fotos={d.fotos} />
      </SectionCard>
      <SectionCard id="diario-os-observacoes" title={t('observacoes.titulo')}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} color={d.observacoes ? undefined : 'text.secondary'}>
          {d.observacoes || t('observacoes.nenhuma')}
        </Typography>
      </SectionCard>
    </Stack>
  );
}
