import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Tooltip,
  alpha,
} from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { COMENTARIO_TEXTO_MAX, type TMencionavel, type TPessoaMencionada } from '@portal/domain';
import { ApiError } from '../../../lib/api-error';
import { useCreateComentario, useMencionaveis } from '../comentarios.queries';
import { AnexarBotao } from './AnexarBotao';
import { AnexosLista } from './AnexosLista';
import { MencaoLista } from './MencaoLista';
import { inserirMencao, mencaoEmCurso, mencoesNoTexto, type MencaoEmCurso } from './mencoes';
import { useAnexos } from './use-anexos';

export interface ComentarioComposerProps {
  entidade: string;
  id: string;
  /** Offers the "Nota interna" switch (internal users only; the API refuses it to anyone else anyway). */
  podeNotaInterna: boolean;
}

/**
 * Writes a comment: `@` opens the people who may be named (those who may read the record), files go up at once
 * with their progress, internal users may make it an internal note, and Ctrl+Enter sends.
 */
export function ComentarioComposer({ entidade, id, podeNotaInterna }: ComentarioComposerProps) {
  const { t } = useTranslation('comentarios');
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const [texto, setTexto] = useState('');
  const [interno, setInterno] = useState(false);
  const [escolhidas, setEscolhidas] = useState<TPessoaMencionada[]>([]);
  const [emCurso, setEmCurso] = useState<MencaoEmCurso | null>(null);
  const [ativa, setAtiva] = useState(0);
  const [erro, setErro] = useState<string | null>(null);
  const anexos = useAnexos(entidade, id);
  const create = useCreateComentario(entidade, id);

  const busca = useDeferredValue(emCurso?.busca ?? '');
  const mencionaveis = useMencionaveis(entidade, id, busca, interno, emCurso !== null);
  const opcoes = emCurso ? (mencionaveis.data?.items ?? []) : [];
  const aberta = emCurso !== null;

  /** Follows the caret: a `@word` just before it opens the list. */
  const acompanhar = (valor: string, caret: number | null) => {
    const atual = caret === null ? null : mencaoEmCurso(valor, caret);
    setEmCurso((antes) => (antes?.inicio === atual?.inicio && antes?.busca === atual?.busca ? antes : atual));
    if (atual?.busca !== emCurso?.busca) setAtiva(0);
  };

  const escolher = (pessoa: TMencionavel) => {
    const el = input.current;
    if (!emCurso || !el) return;
    const novo = inserirMencao(texto, el.selectionStart ?? texto.length, emCurso, pessoa.nome);
    setTexto(novo.texto);
    setEscolhidas((list) => [...list, { id: pessoa.id, nome: pessoa.nome }]);
    setEmCurso(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(novo.caret, novo.caret);
    });
  };

  const enviar = async () => {
    const limpo = texto.trim();
    if (!limpo || anexos.enviando || create.isPending) return;
    setErro(null);
    try {
      await create.mutateAsync({
        texto: limpo,
        interno: podeNotaInterna && interno,
        mencoes: mencoesNoTexto(limpo, escolhidas).map((p) => p.id),
        arquivos: anexos.prontos,
      });
      setTexto('');
      setEscolhidas([]);
      setInterno(false);
      anexos.clear();
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setErro(e?.fieldErrors[0]?.mensagem ?? e?.message ?? String(error));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void enviar();
      return;
    }
    if (!aberta) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      setEmCurso(null);
    } else if (opcoes.length > 0 && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtiva((i) => (i + passo + opcoes.length) % opcoes.length);
    } else if (opcoes.length > 0 && (e.key === 'Enter' || e.key === 'Tab')) {
      e.preventDefault();
      escolher(opcoes[Math.min(ativa, opcoes.length - 1)]!);
    }
  };

  const vazio = texto.trim().length === 0;
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => (e.preventDefault(), void enviar())}>
      <TextField
        ref={setField}
        inputRef={input}
        label={interno ? t('composer.rotuloInterno') : t('composer.rotulo')}
        value={texto}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        helperText={t('composer.dica')}
        onChange={(e) => {
          setTexto(e.target.value);
          acompanhar(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => acompanhar(texto, (e.target as HTMLTextAreaElement).selectionStart)}
        onBlur={() => setEmCurso(null)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            maxLength: COMENTARIO_TEXTO_MAX,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': aberta && opcoes.length > 0,
            'aria-controls': aberta ? listId : undefined,
            'aria-activedescendant': aberta && opcoes.length > 0 ? `${listId}-${ativa}` : undefined,
          },
        }}
        sx={
          interno
            ? { '& .MuiOutlinedInput-root': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06) } }
            : undefined
        }
      />
      <MencaoLista
        anchor={aberta ? field : null}
        listId={listId}
        opcoes={opcoes}
        ativa={ativa}
        carregando={mencionaveis.isFetching}
        onEscolher={escolher}
      />
      <AnexosLista anexos={anexos} />
      {erro && (
        <Alert severity="error" onClose={() => setErro(null)}>
          {erro}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <AnexarBotao anexos={anexos} label={t('composer.anexar')} testId="comentario-arquivos" />
        {podeNotaInterna && (
          <Tooltip title={t('notaInternaDica')} describeChild>
            <FormControlLabel
              control={<Switch checked={interno} onChange={(e) => setInterno(e.target.checked)} />}
              label={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <LockIcon fontSize="small" />
                  <span>{t('composer.notaInterna')}</span>
                </Stack>
              }
            />
          </Tooltip>
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={anexos.enviando ? t('anexos.aguarde') : ''}>
          <span>
            <Button
              type="submit"
              variant="contained"
              color={interno ? 'warning' : 'primary'}
              endIcon={<SendIcon />}
              disabled={vazio || anexos.enviando}
              loading={create.isPending}
            >
              {interno ? t('composer.enviarInterno') : t('composer.enviar')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
