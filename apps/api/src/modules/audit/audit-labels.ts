import { ACESSO_NEGADO } from '@portal/domain';

/**
 * Actions every module writes, in words. A module names its own through its RecordKind (`acoes`); the platform's
 * (sign-in, account) are named here because no record kind owns them.
 */
const ACTION_LABELS: Record<string, string> = {
  create: 'Criado',
  update: 'Alterado',
  delete: 'Excluído',
  [ACESSO_NEGADO]: 'Acesso negado',
  entrar: 'Entrou no portal',
  entrar_sso: 'Entrou pelo SSO',
  sair: 'Saiu do portal',
  sair_de_todos: 'Saiu de todos os dispositivos',
  ativar_mfa: 'Ativou a verificação em duas etapas',
  desativar_mfa: 'Desativou a verificação em duas etapas',
  trocar_senha: 'Trocou a senha',
  definir_senha: 'Definiu a senha',
  redefinir_senha: 'Redefiniu a senha',
  pedir_codigo_recuperacao: 'Pediu código de recuperação',
  verificar_email: 'Confirmou o e-mail',
  reenviar_convite: 'Convite reenviado',
  exigir_redefinicao_senha: 'Redefinição de senha exigida',
  adicionar_usuario: 'Usuário adicionado',
  remover_usuario: 'Usuário removido',
};

/** Kinds of record the log holds that no module registers as a RecordKind (accounts, files, settings...). */
const ENTITY_LABELS: Record<string, string> = {
  user: 'Usuário',
  cliente: 'Cliente',
  arquivo: 'Arquivo',
  configuracao: 'Configuração',
  substituicao: 'Substituição',
  rdo_foto: 'Foto de RDO',
  acesso: 'Acesso',
};

/** `horarioInicio` → "Horario inicio", `adicionar_foto` → "Adicionar foto": better than a code, worse than a name. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

export function actionLabel(action: string, named?: Record<string, string>): string {
  return named?.[action] ?? ACTION_LABELS[action] ?? humanize(action);
}

export function entityLabel(entity: string, registered?: string): string {
  return registered ?? ENTITY_LABELS[entity] ?? humanize(entity);
}

/**
 * A field's name: its own, or its nearest named parent's followed by the rest of the path, each part by its own
 * name when it has one (`clima.manha.tempo` → "Clima da manhã › Tempo").
 */
export function fieldLabel(path: string, named: Record<string, string> = {}): string {
  const parts = path.split('.');
  for (let end = parts.length; end > 0; end -= 1) {
    const label = named[parts.slice(0, end).join('.')];
    if (label) return [label, ...parts.slice(end).map((p) => named[p] ?? humanize(p))].join(' › ');
  }
  return parts.map((p) => named[p] ?? humanize(p)).join(' › ');
}
