import { useState } from 'react';
import { Button, List, ListItemButton, ListItemText } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDecimal, type TOs } from '@portal/domain';
import { diariosExportUrl, useDiariosOs } from '../../diario-os.queries';
import { OsSecaoPaginada } from './OsSecaoPaginada';

const POR_PAGINA = 5;

/** The order's daily logs, newest first, five at a time, each leading to its page; the Excel of all of them. */
export function OsDiariosCard({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const [page, setPage] = useState(1);
  const diarios = useDiariosOs(os.tipo, os.id, { page, pageSize: POR_PAGINA });
  const base = `/${os.obra.id}/ordensServico/${os.tipo}/${os.id}/diario`;
  return (
    <OsSecaoPaginada
      id="os-diarios"
      titulo={t('diarios.titulo')}
      acao={
        <Button
          component="a"
          href={diariosExportUrl(os.tipo, os.id)}
          download
          size="small"
          startIcon={<FileDownloadIcon />}
        >
          {t('diarios.exportar')}
        </Button>
      }
      pending={diarios.isPending}
      total={diarios.data?.total ?? 0}
      vazio={os.status === 'aberta' ? t('diarios.vazioAberta') : t('diarios.vazio')}
      page={page}
      pageSize={POR_PAGINA}
      onPage={setPage}
    >
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
    </OsSecaoPaginada>
  );
}
