import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TModeloPasta } from '@portal/domain';
import { acessoDasEntradas, entradasDoAcesso } from '../../biblioteca-entradas';
import { useAlterarModeloPasta } from '../../biblioteca.queries';
import { AcessoEditor, type ValorAcesso } from '../acesso/AcessoEditor';

/** The lists a template folder gives the folder it makes in each obra's library (or none: it inherits). */
export function ModeloAcessoDialog({
  pasta,
  empresas,
  onClose,
}: {
  pasta: TModeloPasta | null;
  /** Client companies' names by id, to name `empresa:<id>` entries. */
  empresas: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!pasta} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      {pasta && <Conteudo pasta={pasta} empresas={empresas} onClose={onClose} />}
    </Dialog>
  );
}

function Conteudo({
  pasta,
  empresas,
  onClose,
}: {
  pasta: TModeloPasta;
  empresas: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('biblioteca');
  const { enqueueSnackbar } = useSnackbar();
  const alterar = useAlterarModeloPasta();
  const [valor, setValor] = useState<ValorAcesso>(() => ({
    herdar: pasta.acesso === null,
    listas: entradasDoAcesso(pasta.acesso, empresas),
  }));
  const [erro, setErro] = useState<string | null>(null);

  const salvar = async () => {
    setErro(null);
    try {
      await alterar.mutateAsync({
        id: pasta.id,
        acesso: valor.herdar ? null : acessoDasEntradas(valor.listas),
      });
      enqueueSnackbar(t('acessos.salvos'), { variant: 'success' });
      onClose();
    } catch (e) {
      setErro(e instanceof Error ? e.message : t('erro'));
    }
  };

  return (
    <>
      <DialogTitle>{t('modelo.acessosDe', { nome: pasta.nome })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('modelo.acessosTexto')}</DialogContentText>
        {erro && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        <AcessoEditor value={valor} onChange={setValor} textoHerdar={t('modelo.herdar')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={alterar.isPending}>
          {t('cancelar')}
        </Button>
        <Button variant="contained" onClick={() => void salvar()} loading={alterar.isPending}>
          {t('acessos.salvar')}
        </Button>
      </DialogActions>
    </>
  );
}
