import {
  Link,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOperacaoAtrasada } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** Where a late operation is planned: the items page of its fabrication, on its item. */
const linkDoItem = (op: TOperacaoAtrasada) => `/fabricacao/${op.obra.id}/itens?item=${op.item.id}`;

/**
 * The late operations (planned end passed, not finished), the latest first as the API orders them: tag, operation,
 * work centre, planned end and days late, each leading to its item. `comObra` adds the fabrication (the factory's
 * dashboard lists every fabrication's). A table on a computer, a list on a phone.
 */
export function OperacoesAtrasadas({
  operacoes,
  comObra = false,
}: {
  operacoes: TOperacaoAtrasada[];
  comObra?: boolean;
}) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const id = 'operacoes-atrasadas';
  const dias = (n: number) => t('painel.diasAtraso', { count: n });
  return (
    <SectionCard id={id} title={t('painel.atrasadas')}>
      {operacoes.length === 0 ? (
        <Typography color="text.secondary">{t('painel.nenhumaAtrasada')}</Typography>
      ) : phone ? (
        <List dense disablePadding aria-labelledby={id}>
          {operacoes.map((op) => (
            <ListItem key={op.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={linkDoItem(op)}>
                    {`${op.item.tag} · ${op.tipo}`}
                  </Link>
                }
                secondary={[
                  comObra ? op.obra.codigo : null,
                  op.centro ?? t('painel.semCentro'),
                  t('painel.fimEm', { data: formatDate(op.fimPrevisto) }),
                  dias(op.diasAtraso),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {comObra && <TableCell>{t('campos.fabricacao')}</TableCell>}
                <TableCell>{t('campos.tag')}</TableCell>
                <TableCell>{t('campos.operacao')}</TableCell>
                <TableCell>{t('campos.centro')}</TableCell>
                <TableCell>{t('campos.fimPrevisto')}</TableCell>
                <TableCell align="right">{t('campos.diasAtraso')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {operacoes.map((op) => (
                <TableRow key={op.id} hover>
                  {comObra && <TableCell>{op.obra.codigo}</TableCell>}
                  <TableCell>
                    <Link component={RouterLink} to={linkDoItem(op)}>
                      {op.item.tag}
                    </Link>
                  </TableCell>
                  <TableCell>{op.tipo}</TableCell>
                  <TableCell>{op.centro ?? t('painel.semCentro')}</TableCell>
                  <TableCell>{formatDate(op.fimPrevisto)}</TableCell>
                  <TableCell align="right" sx={{ color: 'error.main', fontWeight: 600 }}>
                    {dias(op.diasAtraso)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
