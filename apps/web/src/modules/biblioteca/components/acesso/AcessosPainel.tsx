import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LISTAS_ACESSO,
  LISTA_ACESSO_DESCRICAO,
  LISTA_ACESSO_LABEL,
  type TAcessoExplicado,
} from '@portal/domain';
import { acessoDasEntradas, entradasExplicadas } from '../../biblioteca-entradas';
import { useAcesso, useDefinirAcesso } from '../../biblioteca.queries';
import { linkDaPasta } from '../../use-pasta-url';
import { AcessoEditor, type ValorAcesso } from './AcessoEditor';
import { EntradaChip } from './EntradaChip';

/**
 * "Who can see this, and why": the five lists that apply to the folder with whom each names, and the folder they come
 * from (its own, a folder above — linked —, or none: open to the staff). Its managers change them here; the API
 * refuses lists that would lock them out, in words shown above the form.
 */
export function AcessosPainel({ pastaId }: { pastaId: string }) {
  const { t } = useTranslation('biblioteca');
  const acesso = useAcesso(pastaId);
  const [editando, setEditando] = useState<ValorAcesso | null>(null);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="acessos-titulo"
    >
      <Typography id="acessos-titulo" variant="h6" component="h2">
        {t('acessos.titulo')}
      </Typography>
      {acesso.isPending ? (
        <Skeleton variant="rounded" height={180} aria-busy />
      ) : acesso.isError ? (
        <Alert severity="error">{acesso.error.message}</Alert>
      ) : editando ? (
        <Editor pastaId={pastaId} value={editando} onChange={setEditando} onDone={() => setEditando(null)} />
      ) : (
        <Listas
          acesso={acesso.data}
          onEditar={() =>
            setEditando({ herdar: !acesso.data.proprio, listas: entradasExplicadas(acesso.data.listas) })
          }
        />
      )}
    </Paper>
  );
}

function Origem({ acesso }: { acesso: TAcessoExplicado }) {
  const { t } = useTranslation('biblioteca');
  if (acesso.proprio) return <Typography color="text.secondary">{t('acessos.proprio')}</Typography>;
  if (!acesso.origem) return <Typography color="text.secondary">{t('acessos.semListas')}</Typography>;
  return (
    <Typography color="text.secondary">
      {t('acessos.herdadoDe')}{' '}
      <Link component={RouterLink} to={linkDaPasta(acesso.origem.id)}>
        {acesso.origem.trilha}
      </Link>
    </Typography>
  );
}

function Listas({ acesso, onEditar }: { acesso: TAcessoExplicado; onEditar: () => void }) {
  const { t } = useTranslation('biblioteca');
  return (
    <Stack spacing={2}>
      <Origem acesso={acesso} />
      {acesso.origem && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 2fr' },
            columnGap: 2,
            rowGap: 1.5,
          }}
        >
          {LISTAS_ACESSO.map((lista) => (
            <Box key={lista} sx={{ display: 'contents' }}>
              <Box component="dt">
                <Typography variant="subtitle2">{LISTA_ACESSO_LABEL[lista]}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {LISTA_ACESSO_DESCRICAO[lista]}
                </Typography>
              </Box>
              <Box
                component="dd"
                sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
              >
                {acesso.listas[lista].length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('acessos.ninguem')}
                  </Typography>
                ) : (
                  acesso.listas[lista].map((e) => <EntradaChip key={e.entrada} entrada={e} />)
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEditar}>
          {t('acessos.editar')}
        </Button>
      </Box>
    </Stack>
  );
}

function Editor({
  pastaId,
  value,
  onChange,
  onDone,
}: {
  pastaId: string;
  value: ValorAcesso;
  onChange: (value: ValorAcesso) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('biblioteca');
  const { enqueueSnackbar } = useSnackbar();
  const definir = useDefinirAcesso(pastaId);
  const [erro, setErro] = useState<string | null>(null);

  const salvar = async () => {
    setErro(null);
    try {
      await definir.mutateAsync(value.herdar ? null : acessoDasEntradas(value.listas));
      enqueueSnackbar(t('acessos.salvos'), { variant: 'success' });
      onDone();
    } catch (e) {
      setErro(e instanceof Error ? e.message : t('erro'));
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {erro && (
        <Alert severity="error" role="alert">
          {erro}
        </Alert>
      )}
      <AcessoEditor value={value} onChange={onChange} textoHerdar={t('editor.herdar')} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={definir.isPending}>
          {t('cancelar')}
        </Button>
        <Button variant="contained" onClick={() => void salvar()} loading={definir.isPending}>
          {t('acessos.salvar')}
        </Button>
      </Stack>
    </Stack>
  );
}
