import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useTranslation } from 'react-i18next';
import { formatDateTime, MATERIAIS_STATUS_LABEL, type TLista } from '@portal/domain';
import { CompararDialog } from './CompararDialog';

/** Each release keeps the lines as released (a revision): number, status reached, who, when, how many lines. */
export function ListaRevisoes({ lista }: { lista: TLista }) {
  const { t } = useTranslation('materiais');
  const [comparando, setComparando] = useState(false);
  const revisoes = [...lista.revisoes].sort((a, b) => b.numero - a.numero);
  return (
    <Card variant="outlined" component="section" aria-labelledby="lista-revisoes">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id="lista-revisoes" variant="h6" component="h2">
            {t('revisoes.titulo')}
          </Typography>
          <Button
            startIcon={<CompareArrowsIcon />}
            variant="outlined"
            disabled={revisoes.length === 0}
            onClick={() => setComparando(true)}
          >
            {t('revisoes.comparar')}
          </Button>
        </Stack>
        {revisoes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('revisoes.vazio')}
          </Typography>
        ) : (
          // Scrolled sideways on a phone: reachable by keyboard.
          <TableContainer
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-labelledby="lista-revisoes"
          >
            <Table size="small" aria-labelledby="lista-revisoes">
              <TableHead>
                <TableRow>
                  <TableCell>{t('revisoes.numero')}</TableCell>
                  <TableCell>{t('revisoes.status')}</TableCell>
                  <TableCell>{t('revisoes.por')}</TableCell>
                  <TableCell>{t('revisoes.em')}</TableCell>
                  <TableCell align="right">{t('revisoes.linhas')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {revisoes.map((r) => (
                  <TableRow key={r.numero}>
                    <TableCell>{r.numero}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{MATERIAIS_STATUS_LABEL[r.status]}</TableCell>
                    <TableCell>{r.por}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.em)}</TableCell>
                    <TableCell align="right">{r.totalLinhas}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {comparando && <CompararDialog lista={lista} onClose={() => setComparando(false)} />}
    </Card>
  );
}
