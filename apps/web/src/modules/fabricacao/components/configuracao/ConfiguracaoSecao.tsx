import type { ReactNode } from 'react';
import {
  Button,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/SectionCard';

export interface ConfiguracaoColuna<R> {
  titulo: string;
  align?: 'right';
  /** Hidden on a phone. */
  larga?: boolean;
  valor: (registro: R) => ReactNode;
}

function Ativo({ ativo }: { ativo: boolean }) {
  const { t } = useTranslation('fabricacao');
  return (
    <Chip
      size="small"
      label={ativo ? t('configuracao.ativo') : t('configuracao.inativo')}
      color={ativo ? 'success' : 'default'}
      variant={ativo ? 'filled' : 'outlined'}
    />
  );
}

const LARGA = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * One list of the factory's configuration (operation kinds, work centres): the add button, the records with their
 * own columns, then whether each is active and its edit button; a sentence when there is none.
 */
export function ConfiguracaoSecao<R extends { id: string; nome: string; ativo: boolean }>({
  id,
  titulo,
  novo,
  vazio,
  colunas,
  registros,
  editarRotulo,
  onNovo,
  onEditar,
}: {
  id: string;
  titulo: string;
  novo: string;
  vazio: string;
  colunas: ConfiguracaoColuna<R>[];
  registros: R[];
  editarRotulo: (registro: R) => string;
  onNovo: () => void;
  onEditar: (registro: R) => void;
}) {
  const { t } = useTranslation('fabricacao');
  return (
    <SectionCard
      id={id}
      title={titulo}
      aside={
        <Button startIcon={<AddIcon />} onClick={onNovo}>
          {novo}
        </Button>
      }
    >
      {registros.length === 0 ? (
        <Typography color="text.secondary">{vazio}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {colunas.map((coluna) => (
                  <TableCell key={coluna.titulo} align={coluna.align} sx={coluna.larga ? LARGA : undefined}>
                    {coluna.titulo}
                  </TableCell>
                ))}
                <TableCell>{t('campos.ativo')}</TableCell>
                <TableCell align="right">{t('campos.acoes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {registros.map((registro) => (
                <TableRow key={registro.id}>
                  {colunas.map((coluna) => (
                    <TableCell key={coluna.titulo} align={coluna.align} sx={coluna.larga ? LARGA : undefined}>
                      {coluna.valor(registro)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Ativo ativo={registro.ativo} />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={editarRotulo(registro)}
                      onClick={() => onEditar(registro)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
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
