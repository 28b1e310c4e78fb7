import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  OS_TIPO_LABEL,
  type TChecklistModeloInput,
  type TChecklistModeloResumo,
  type TOsTipo,
} from '@portal/domain';
import { useChecklistModelo, useChecklistModelos, useSaveChecklistModelo } from '../checklist.queries';
import { ModeloEditorDialog } from '../components/checklist/ModeloEditorDialog';

/**
 * /:obra/field/checklist and /:obra/automacao/checklist: the obra's checklist templates of a team, created and edited
 * here. A template already filled gets a new version when its questions change; the filled checklists keep theirs.
 */
function ChecklistModelos({ tipo }: { tipo: TOsTipo }) {
  const { t } = useTranslation('checklist');
  const { obra = '' } = useParams();
  const modelos = useChecklistModelos(obra, tipo);
  const save = useSaveChecklistModelo(obra, tipo);
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | 'novo' | null>(null);

  const submit = async (id: string | undefined, antes: number | undefined, input: TChecklistModeloInput) => {
    const saved = await save.mutateAsync({ id, input });
    const message = !id
      ? t('modelos.criado', { nome: saved.nome })
      : antes !== undefined && saved.versaoAtual > antes
        ? t('modelos.novaVersao', { nome: saved.nome, versao: saved.versaoAtual })
        : t('modelos.salvo', { nome: saved.nome });
    enqueueSnackbar(message, { variant: 'success' });
    setEditing(null);
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('modelos.tituloTime', { time: OS_TIPO_LABEL[tipo] })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('modelos.descricao')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('novo')} sx={{ mb: 2 }}>
        {t('modelos.novo')}
      </Button>
      {modelos.isPending && <Skeleton variant="rounded" height={160} />}
      {modelos.isError && <Alert severity="error">{modelos.error.message}</Alert>}
      {modelos.data?.items.length === 0 && <Alert severity="info">{t('modelos.vazio')}</Alert>}
      <Stack spacing={2}>
        {modelos.data?.items.map((modelo) => (
          <ModeloCard key={modelo.id} modelo={modelo} onEdit={() => setEditing(modelo.id)} />
        ))}
      </Stack>
      {editing === 'novo' && (
        <ModeloEditorDialog
          open
          onClose={() => setEditing(null)}
          onSubmit={(input) => submit(undefined, undefined, input)}
        />
      )}
      {editing && editing !== 'novo' && (
        <EditarModelo
          obra={obra}
          tipo={tipo}
          id={editing}
          onClose={() => setEditing(null)}
          onSubmit={(input, antes) => submit(editing, antes, input)}
        />
      )}
    </Box>
  );
}

/** Loads the template's current questions, then opens the editor on them. */
function EditarModelo(props: {
  obra: string;
  tipo: TOsTipo;
  id: string;
  onClose: () => void;
  onSubmit: (input: TChecklistModeloInput, versaoAntes: number) => Promise<void>;
}) {
  const modelo = useChecklistModelo(props.obra, props.tipo, props.id);
  if (modelo.isError) return <Alert severity="error">{modelo.error.message}</Alert>;
  if (!modelo.data) return null;
  return (
    <ModeloEditorDialog
      open
      modelo={modelo.data}
      onClose={props.onClose}
      onSubmit={(input) => props.onSubmit(input, modelo.data.versaoAtual)}
    />
  );
}

function ModeloCard({ modelo, onEdit }: { modelo: TChecklistModeloResumo; onEdit: () => void }) {
  const { t } = useTranslation('checklist');
  return (
    <Card variant="outlined" component="article" aria-label={modelo.nome}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            {modelo.nome}
          </Typography>
          <Chip size="small" label={t('modelos.versao', { versao: modelo.versaoAtual })} />
          {!modelo.ativo && <Chip size="small" color="warning" label={t('modelos.inativo')} />}
          {modelo.assinaturaCliente && (
            <Chip size="small" variant="outlined" label={t('modelos.assinaturaCliente')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('modelos.resumo', { secoes: modelo.quantidadeSecoes, itens: modelo.quantidadeItens })} ·{' '}
          {t('modelos.preenchidos', { count: modelo.preenchidos })}
        </Typography>
        {modelo.versaoAtualUsada && (
          <Typography variant="body2" color="text.secondary">
            {t('modelos.usado', { proxima: modelo.versaoAtual + 1 })}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={`${t('modelos.editar')} ${modelo.nome}`}
        >
          {t('modelos.editar')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function FieldChecklistModelosPage() {
  return <ChecklistModelos tipo="field" />;
}

export function AutomacaoChecklistModelosPage() {
  return <ChecklistModelos tipo="automacao" />;
}
