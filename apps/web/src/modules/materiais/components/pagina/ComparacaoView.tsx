import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  formatDecimal,
  type TColunaExtra,
  type TComparacaoRevisoes,
  type TLinhaMaterial,
} from '@portal/domain';
import { useNomeDoCampo } from '../linhas/use-nome-do-campo';

/** Lines drawn at most per section: a whole new takeoff against an empty one would be thousands. */
const MOSTRADAS = 300;

type Tom = 'success' | 'error' | 'warning';

/** A line's field as text: quantities in pt-BR, extra columns by `extras.<chave>`. */
function valorDe(linha: TLinhaMaterial, campo: string): string {
  if (campo === 'quantidade') return formatDecimal(linha.quantidade, 3);
  if (campo.startsWith('extras.')) return linha.extras[campo.slice('extras.'.length)] ?? '';
  const value = linha[campo as keyof TLinhaMaterial];
  return typeof value === 'string' ? value : String(value ?? '');
}

function Secao({
  titulo,
  tom,
  total,
  cabecalho = true,
  children,
}: {
  titulo: string;
  tom: Tom;
  total: number;
  /** The columns' titles (a changed line lists its changed fields instead). */
  cabecalho?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('materiais');
  if (total === 0) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, color: `${tom}.dark` }}>
        {`${titulo} (${total})`}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={titulo}>
        <Table
          size="small"
          sx={{ '& tbody tr': { bgcolor: (theme) => alpha(theme.palette[tom].main, 0.08) } }}
        >
          {cabecalho && (
            <TableHead>
              <TableRow>
                <TableCell>{t('campos.codigoSap')}</TableCell>
                <TableCell>{t('campos.descricao')}</TableCell>
                <TableCell>{t('campos.unidade')}</TableCell>
                <TableCell align="right">{t('campos.quantidade')}</TableCell>
              </TableRow>
            </TableHead>
          )}
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      {total > MOSTRADAS && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('revisoes.maisLinhas', { count: total - MOSTRADAS })}
        </Typography>
      )}
    </Box>
  );
}

function LinhaSimples({ linha }: { linha: TLinhaMaterial }) {
  return (
    <TableRow>
      <TableCell>{linha.codigoSap}</TableCell>
      <TableCell>{linha.descricao}</TableCell>
      <TableCell>{linha.unidade}</TableCell>
      <TableCell align="right">{formatDecimal(linha.quantidade, 3)}</TableCell>
    </TableRow>
  );
}

/**
 * Two versions of the lines side by side, as the API compared them (a line keeps its id through every edit):
 * added in green, removed in red, changed with each changed field from before to after.
 */
export function ComparacaoView({
  comparacao,
  colunas,
}: {
  comparacao: TComparacaoRevisoes;
  colunas: readonly TColunaExtra[];
}) {
  const { t } = useTranslation('materiais');
  const nomeDoCampo = useNomeDoCampo(colunas);
  const { adicionadas, removidas, alteradas, iguais } = comparacao;
  const vazio = (texto: string) => texto || t('revisoes.vazioCampo');
  return (
    <Box>
      <Typography variant="body2" role="status">
        {t('revisoes.resumo', {
          adicionadas: adicionadas.length,
          removidas: removidas.length,
          alteradas: alteradas.length,
          iguais,
        })}
      </Typography>
      {adicionadas.length + removidas.length + alteradas.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('revisoes.semDiferencas')}
        </Alert>
      )}
      <Secao titulo={t('revisoes.adicionadas')} tom="success" total={adicionadas.length}>
        {adicionadas.slice(0, MOSTRADAS).map((l) => (
          <LinhaSimples key={l.id} linha={l} />
        ))}
      </Secao>
      <Secao titulo={t('revisoes.removidas')} tom="error" total={removidas.length}>
        {removidas.slice(0, MOSTRADAS).map((l) => (
          <LinhaSimples key={l.id} linha={l} />
        ))}
      </Secao>
      <Secao titulo={t('revisoes.alteradas')} tom="warning" total={alteradas.length} cabecalho={false}>
        {alteradas.slice(0, MOSTRADAS).map(({ antes, depois, campos }) => (
          <TableRow key={depois.id}>
            <TableCell colSpan={4}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {[depois.codigoSap, depois.descricao].filter(Boolean).join(' · ')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {campos.map((campo) => (
                  <Typography component="li" variant="body2" key={campo}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {`${nomeDoCampo(campo)}: `}
                    </Box>
                    <Box component="del" sx={{ color: 'error.dark' }}>
                      {vazio(valorDe(antes, campo))}
                    </Box>
                    {' → '}
                    <Box
                      component="ins"
                      sx={{ color: 'success.dark', textDecoration: 'none', fontWeight: 600 }}
                    >
                      {vazio(valorDe(depois, campo))}
                    </Box>
                  </Typography>
                ))}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </Secao>
    </Box>
  );
}
