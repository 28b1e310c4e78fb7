import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CHAMADO_PRIORIDADES,
  CHAMADO_PRIORIDADE_LABEL,
  nomeDoChamado,
  type TChamado,
  type TChamadoEdicao,
  type TChamadoPrioridade,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useEditarChamado } from '../../posvendas.queries';
import { ResponsavelSelect } from '../lista/ResponsavelSelect';

/**
 * The team classifies the ticket (its priority sets the SLA) and names who handles it. Sent with the version the
 * page read: when someone changed the ticket meanwhile the API refuses, and the page shows it as it is now.
 */
export function EdicaoCard({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const { enqueueSnackbar } = useSnackbar();
  const editar = useEditarChamado(chamado);
  const [prioridade, setPrioridade] = useState<TChamadoPrioridade>(chamado.prioridade);
  const [responsavel, setResponsavel] = useState<string | undefined>(chamado.responsavel?.id);
  // A new version of the ticket (saved here, or read again after a refusal) is what the fields show.
  const [versao, setVersao] = useState(chamado.versao);
  if (versao !== chamado.versao) {
    setVersao(chamado.versao);
    setPrioridade(chamado.prioridade);
    setResponsavel(chamado.responsavel?.id);
  }
  const mudanca: TChamadoEdicao = {};
  if (prioridade !== chamado.prioridade) mudanca.prioridade = prioridade;
  if ((responsavel ?? null) !== (chamado.responsavel?.id ?? null))
    mudanca.responsavelId = responsavel ?? null;
  const mudou = Object.keys(mudanca).length > 0;

  const salvar = async () => {
    try {
      await editar.mutateAsync({ ...mudanca, versao: chamado.versao });
      enqueueSnackbar(t('edicao.salvo', { nome: nomeDoChamado(chamado.numero) }), { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });
    }
  };

  return (
    <SectionCard id="chamado-edicao" title={t('edicao.titulo')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('edicao.ajuda')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        }}
      >
        <TextField
          select
          size="small"
          label={t('campos.prioridade')}
          value={prioridade}
          onChange={(e) => setPrioridade(e.target.value as TChamadoPrioridade)}
        >
          {CHAMADO_PRIORIDADES.map((p) => (
            <MenuItem key={p} value={p}>
              {CHAMADO_PRIORIDADE_LABEL[p]}
            </MenuItem>
          ))}
        </TextField>
        <ResponsavelSelect
          size="small"
          label={t('campos.responsavel')}
          vazio={t('pagina.ninguem')}
          mostrarVazio
          value={responsavel}
          inicial={chamado.responsavel}
          onChange={setResponsavel}
        />
        <Button
          variant="contained"
          disabled={!mudou}
          loading={editar.isPending}
          onClick={() => void salvar()}
        >
          {t('edicao.salvar')}
        </Button>
      </Box>
    </SectionCard>
  );
}
