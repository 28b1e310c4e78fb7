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
import { MAO_DE_OBRA_TIPO_LABEL, RDO_SECAO_LABEL, type TRdoConteudoView } from '@portal/domain';
import { formatDecimal } from '../rdo-format';

type Linha = TRdoConteudoView['maoDeObra'][number];

const tipoLabel = (tipo: string) =>
  MAO_DE_OBRA_TIPO_LABEL[tipo as keyof typeof MAO_DE_OBRA_TIPO_LABEL] ?? tipo;

/** The day's workforce by function and company, with the headcount split into own and subcontracted. */
export function RdoMaoDeObraView({ linhas }: { linhas: Linha[] }) {
  const { t } = useTranslation('rdo');
  if (linhas.length === 0) return <Typography color="text.secondary">{t('secoes.vazio')}</Typography>;
  const propria = linhas.filter((l) => l.tipo === 'propria').reduce((sum, l) => sum + l.quantidade, 0);
  const total = linhas.reduce((sum, l) => sum + l.quantidade, 0);
  // Person-hours only add up when every line says its hours; a partial sum would understate the day.
  const horas = linhas.every((l) => l.horas !== null)
    ? linhas.reduce((sum, l) => sum + l.quantidade * (l.horas ?? 0), 0)
    : null;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={RDO_SECAO_LABEL.maoDeObra}>
        <TableHead>
          <TableRow>
            <TableCell>{t('maoDeObra.funcao')}</TableCell>
            <TableCell>{t('maoDeObra.empresa')}</TableCell>
            <TableCell>{t('maoDeObra.tipo')}</TableCell>
            <TableCell align="right">{t('maoDeObra.quantidade')}</TableCell>
            <TableCell align="right">{t('maoDeObra.horas')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l, i) => (
            <TableRow key={i}>
              <TableCell>{l.funcao}</TableCell>
              <TableCell>{l.empresa || '—'}</TableCell>
              <TableCell>{tipoLabel(l.tipo)}</TableCell>
              <TableCell align="right">{l.quantidade}</TableCell>
              <TableCell align="right">{l.horas === null ? '—' : formatDecimal(l.horas)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>
              {t('maoDeObra.totais', { propria, terceirizada: total - propria })}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {total}
            </TableCell>
            <TableCell align="right">
              {horas === null ? '' : t('maoDeObra.homemHora', { horas: formatDecimal(horas) })}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
