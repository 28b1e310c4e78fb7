import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TPlanejamento } from '@portal/domain';
import { horas } from '../formatos';
import { CelulaCarga } from './CelulaCarga';

export interface CelulaEscolhida {
  centroId: string;
  semana: string;
}

/** The board on a computer: a row per work centre, a column per ISO week. */
export function QuadroCarga({
  planejamento,
  onAbrir,
}: {
  planejamento: TPlanejamento;
  onAbrir: (celula: CelulaEscolhida) => void;
}) {
  const { t } = useTranslation('fabricacao');
  const rotulo = new Map(planejamento.semanas.map((s) => [s.inicio, s.rotulo]));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('planejamento.quadro')} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell
              sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 150 }}
            >
              {t('campos.centro')}
            </TableCell>
            {planejamento.semanas.map((s) => (
              <TableCell key={s.inicio} align="center" sx={{ minWidth: 96 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.rotulo}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(s.inicio).slice(0, 5)}–{formatDate(s.fim).slice(0, 5)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {planejamento.centros.map(({ centro, celulas }) => (
            <TableRow key={centro.id}>
              <TableCell
                component="th"
                scope="row"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
              >
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {centro.nome}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('planejamento.capacidade', { horas: horas(centro.capacidadeHorasSemana) })}
                  </Typography>
                </Box>
              </TableCell>
              {celulas.map((celula) => (
                <TableCell key={celula.semana} align="center">
                  <CelulaCarga
                    celula={celula}
                    centro={centro.nome}
                    semana={rotulo.get(celula.semana) ?? celula.semana}
                    onAbrir={() => onAbrir({ centroId: centro.id, semana: celula.semana })}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
