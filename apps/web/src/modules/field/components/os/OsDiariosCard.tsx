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

const POR_PAGINA = 5;

/** The order's daily logs, newest first, five at a time, each leading to its page; the Excel of all of them. */
export function OsDiariosCard({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const [page, setPage] = useState(1);
  const diarios = useDiariosOs(os.tipo, os.id, { page, pageSize: POR_PAGINA });
  const total = diarios.data?.total ?? 0;
  const base = `/${os.obra.id}/ordensServico/${os.tipo}/${os.id}/diario`;
  return (
    <Card variant="outlined" component="section" aria-labelledby="os-diarios">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="os-diarios" variant="h6" component="h2">
            {t('diarios.titulo')}
          </Typography>
          {total > 0 && (
            <Button
              component="a"
              href={diariosExportUrl(os.tipo, os.id)}
              download
              size="small"
              startIcon={<FileDownloadIcon />}
            >
              {t('diarios.exportar')}
            </Button>
          )}
        </Stack>
        {diarios.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : total === 0 ? (
          <Typography color="text.secondary">
            {os.status === 'aberta' ? t('diarios.vazioAberta') : t('diarios.vazio')}
          </Typography>
        ) : (
          <>
            <List dense disablePadding>
              {diarios.data?.items.map((d) => (
                <ListItemButton key={d.id} component={RouterLink} to={`${base}/${d.id}`} divider>
                  <ListItemText
                    primary={formatDate(d.data)}
                    secondary={t('diarios.linha', {
                      pessoas: d.pessoas,
                      horas: formatDecimal(d.horasHomem, 1),
                      itens: d.itens,
                      fotos: d.fotos,
                      autor: d.autor ?? '—',
                    })}
                  />
                </ListItemButton>
              ))}
            </List>
            {total > POR_PAGINA && (
              <Pagination
                sx={{ mt: 1 }}
                size="small"
                count={Math.ceil(total / POR_PAGINA)}
                page={page}
                onChange={(_e, next) => setPage(next)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
