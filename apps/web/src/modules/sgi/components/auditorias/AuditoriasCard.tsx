import { Suspense, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  Pagination,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDITORIA_TIPO_LABEL, formatDate } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { LIST_EXPORT_BUTTON } from '../../../../routing/route-registry';
import { useAuditorias } from '../../sgi.queries';
import { EtapaChip } from './EtapaChip';
import { NovaAuditoriaDialog } from './NovaAuditoriaDialog';

const POR_PAGINA = 5;

/**
 * The audits (ISO 19011), newest first: number, title, type, period, stage and how many findings, each opening its
 * page; "Nova auditoria" for the SGI team; every reader exports them to Excel.
 */
export function AuditoriasCard({ podePlanejar }: { podePlanejar: boolean }) {
  const { t } = useTranslation('sgi');
  const [pagina, setPagina] = useState(1);
  const [nova, setNova] = useState(false);
  const auditorias = useAuditorias(pagina, POR_PAGINA);
  const total = auditorias.data?.total ?? 0;
  const ExportButton = LIST_EXPORT_BUTTON;
  return (
    <Box sx={{ mb: 2 }}>
      <SectionCard
        id="sgi-auditorias"
        title={t('auditorias.titulo')}
        aside={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ExportButton && (
              <Suspense fallback={null}>
                <ExportButton lista="auditorias_sgi" filtros={{}} disabled={total === 0} />
              </Suspense>
            )}
            {podePlanejar && (
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setNova(true)}>
                {t('auditorias.nova')}
              </Button>
            )}
          </Stack>
        }
      >
        {auditorias.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : auditorias.isError ? (
          <Alert severity="error">{auditorias.error.message}</Alert>
        ) : total === 0 ? (
          <Typography color="text.secondary">{t('auditorias.nenhuma')}</Typography>
        ) : (
          <Stack spacing={1}>
            <List disablePadding aria-label={t('auditorias.titulo')}>
              {auditorias.data.items.map((a) => (
                <ListItem
                  key={a.id}
                  divider
                  disableGutters
                  sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Link component={RouterLink} to={`/sgi/auditorias/${a.id}`} sx={{ fontWeight: 600 }}>
                      {t('auditorias.numeroTitulo', { numero: a.numero, titulo: a.titulo })}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('auditorias.linha', {
                        tipo: AUDITORIA_TIPO_LABEL[a.tipo],
                        normas: a.normas.join(', '),
                        inicio: formatDate(a.inicio),
                        fim: formatDate(a.fim),
                      })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('auditorias.constatacoes', { count: a.constatacoes })}
                    </Typography>
                    <EtapaChip etapa={a.etapa} />
                  </Stack>
                </ListItem>
              ))}
            </List>
            {total > POR_PAGINA && (
              <Pagination
                count={Math.ceil(total / POR_PAGINA)}
                page={pagina}
                onChange={(_, p) => setPagina(p)}
                siblingCount={0}
                sx={{ alignSelf: 'center' }}
                aria-label={t('auditorias.paginas')}
              />
            )}
          </Stack>
        )}
      </SectionCard>
      {nova && <NovaAuditoriaDialog onClose={() => setNova(false)} />}
    </Box>
  );
}
