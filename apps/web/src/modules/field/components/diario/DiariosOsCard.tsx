import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDecimal, type TOs } from '@portal/domain';
import { diariosExportUrl, useDiariosOs } from '../../diario-os.queries';

const PAGE_SIZE = 10;

/** The order's daily logs, newest first, each opening its page; with the spreadsheet of all of them. */
export function DiariosOsCard({ os }: { os: Pick<TOs, 'id' | 'tipo' | 'obra'> }) {
  const { t } = useTranslation('diarioOs');
  const [page, setPage] = useState(1);
  const diarios = useDiariosOs(os.tipo, os.id, { page, pageSize: PAGE_SIZE });
  const base = `/${os.obra.id}/ordensServico/${os.tipo}/${os.id}/diario`;
  const total = diarios.data?.total ?? 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby="os-diarios">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id="os-diarios" variant="h6" component="h2">
            {t('lista.titulo', { count: total })}
          </Typography>
          {total > 0 && (
            <Button
              component="a"
              href={diariosExportUrl(os.tipo, os.id)}
              download
              startIcon={<FileDownloadIcon />}
            >
              {t('ver.exportar')}
            </Button>
          )}
        </Stack>
        {diarios.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : diarios.isError ? (
          <Typography color="error">{diarios.error.message}</Typography>
        ) : total === 0 ? (
          <Typography color="text.secondary">{t('lista.vazio')}</Typography>
        ) : (
          <>
            <List dense disablePadding>
              {diarios.data.items.map((d) => (
                <ListItemButton key={d.id} component={RouterLink} to={`${base}/${d.id}`} divider>
                  <ListItemText
                    primary={t('ver.titulo', { data: formatDate(d.data) })}
                    secondary={t('lista.resumo', {
                      pessoas: d.pessoas,
                      horasHomem: formatDecimal(d.horasHomem, 2),
                      itens: d.itens,
                      fotos: d.fotos,
                      autor: d.autor ?? t('ver.semAutor'),
                    })}
                  />
                </ListItemButton>
              ))}
            </List>
            {total > PAGE_SIZE && (
              <Pagination
                sx={{ mt: 1.5 }}
                count={Math.ceil(total / PAGE_SIZE)}
                page={page}
                onChange={(_, value) => setPage(value)}
                size="small"
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
