import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';
import { corDaNota } from '../notas';
import { media } from './formatos';

/** The average rating of each obra, product or person, with how many answers it comes from. */
export function MediasTabela({
  id,
  titulo,
  coluna,
  itens,
}: {
  id: string;
  titulo: string;
  coluna: string;
  itens: readonly { rotulo: string; media: number; respostas: number }[];
}) {
  const { t } = useTranslation('posvendas');
  const { t: tc } = useTranslation('comum');
  return (
    <SectionCard id={id} title={titulo}>
      {itens.length === 0 ? (
        <Typography color="text.secondary">{tc('graficos.vazio')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{coluna}</TableCell>
              <TableCell align="right">{t('satisfacao.media')}</TableCell>
              <TableCell align="right">{t('satisfacao.respostasColuna')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {itens.map((i) => (
              <TableRow key={i.rotulo}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{i.rotulo}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, color: `${corDaNota(i.media)}.main` }}>
                  {media(i.media)}
                </TableCell>
                <TableCell align="right">{i.respostas}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
