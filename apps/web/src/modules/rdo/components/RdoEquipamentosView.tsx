import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RDO_SECAO_LABEL, type TRdoConteudoView } from '@portal/domain';

/** Equipment on site: how many, how many working and how many idle. */
export function RdoEquipamentosView({ linhas }: { linhas: TRdoConteudoView['equipamentos'] }) {
  const { t } = useTranslation('rdo');
  if (linhas.length === 0) return <Typography color="text.secondary">{t('secoes.vazio')}</Typography>;
  const sum = (key: 'quantidade' | 'operando' | 'parado') => linhas.reduce((s, l) => s + l[key], 0);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={RDO_SECAO_LABEL.equipamentos}>
        <TableHead>
          <TableRow>
            <TableCell>{t('equipamentos.descricao')}</TableCell>
            <TableCell align="right">{t('equipamentos.quantidade')}</TableCell>
            <TableCell align="right">{t('equipamentos.operando')}</TableCell>
            <TableCell align="right">{t('equipamentos.parado')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l, i) => (
            <TableRow key={i}>
              <TableCell>{l.descricao}</TableCell>
              <TableCell align="right">{l.quantidade}</TableCell>
              <TableCell align="right">{l.operando}</TableCell>
              <TableCell align="right">{l.parado}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>{t('equipamentos.total')}</TableCell>
            <TableCell align="right">{sum('quantidade')}</TableCell>
            <TableCell align="right">{sum('operando')}</TableCell>
            <TableCell align="right">{sum('parado')}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
