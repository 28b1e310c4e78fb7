import { useState } from 'react';
import { Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_STATUS_LABEL, formatDateTime, type TOs } from '@portal/domain';
import { checklistPdfUrl, useChecklistsDaOs } from '../../checklist.queries';
import { OsSecaoPaginada } from './OsSecaoPaginada';

const POR_PAGINA = 5;

/**
 * The order's checklists, newest first: template and version, status, non-conforming answers, who and when; each
 * opens to be continued (or read, once concluded), with the PDF of a concluded one.
 */
export function OsChecklistsCard({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const [page, setPage] = useState(1);
  const lista = useChecklistsDaOs(os.tipo, os.id, page, POR_PAGINA);
  const total = lista.data?.total ?? 0;
  const abrir = (id: string) => `/${os.obra.id}/checklist/${os.tipo}/preencher?os=${os.id}&checklist=${id}`;
  return (
    <OsSecaoPaginada
      id="os-checklists"
      titulo={t('checklists.titulo')}
      pending={lista.isPending}
      total={total}
      vazio={t('checklists.vazio')}
      page={page}
      pageSize={POR_PAGINA}
      onPage={setPage}
    >
      <List dense disablePadding>
        {lista.data?.items.map((c) => (
          <ListItem
            key={c.id}
            disablePadding
            divider
            secondaryAction={
              c.status === 'concluido' && (
                <Button
                  component="a"
                  href={checklistPdfUrl(c.id)}
                  size="small"
                  startIcon={<PictureAsPdfIcon />}
                  aria-label={t('checklists.pdfDe', { nome: c.modelo.nome })}
                >
                  {t('checklists.pdf')}
                </Button>
              )
            }
          >
            <ListItemButton component={RouterLink} to={abrir(c.id)} sx={{ pr: 11 }}>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{t('checklists.modelo', { nome: c.modelo.nome, versao: c.modelo.versao })}</span>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={c.status === 'concluido' ? 'success' : 'default'}
                      label={CHECKLIST_STATUS_LABEL[c.status]}
                    />
                    {c.contagem.naoConformes > 0 && (
                      <Chip
                        size="small"
                        color="error"
                        label={t('checklists.naoConformes', { count: c.contagem.naoConformes })}
                      />
                    )}
                  </Stack>
                }
                secondary={t('checklists.linha', {
                  autor: c.autor?.name ?? '—',
                  quando: formatDateTime(c.concluidoEm ?? c.createdAt),
                  respondidos: c.contagem.respondidos,
                  itens: c.contagem.itens,
                })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </OsSecaoPaginada>
  );
}
