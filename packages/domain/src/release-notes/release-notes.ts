import type { TReleaseNote } from './release-notes.contracts';

/**
 * The release notes, newest first. Every user-visible change adds a line here, prefixed by its module tag.
 * The first entry is the current version: the web app compares it with the cached `versao` on start.
 */
export const RELEASE_NOTES: readonly TReleaseNote[] = [
  {
    versao: '1.4.0',
    data: '25/11/2026',
    melhorias: [
      '[Comentários] Comentários em cada RDO (e, daqui em diante, em todo registro): mencione alguém com @, anexe arquivos com barra de progresso e escreva notas internas que clientes e fornecedores não veem.',
      '[Notificações] Sino no topo com as notificações não lidas: RDOs aguardando sua ação, menções, mudanças de status do que você acompanha e atrasos das suas obras. Em Meu perfil, escolha por tipo: só no portal, e-mail na hora ou resumo diário.',
      '[Busca] Busca no topo de toda página (Ctrl+K): obras, RDOs, usuários e clientes pelo número, nome ou texto, sem se importar com acentos e plurais, mostrando só o que você pode ver.',
      '[Plataforma] Exportar Excel em todas as listas (Todas as obras, Usuários, Clientes, RDOs, Auditoria, Notificações): os mesmos filtros e a mesma ordem, todas as páginas, com o progresso no topo enquanto você continua trabalhando.',
      '[Auditoria] Histórico de cada RDO campo a campo (antes e depois, quem e quando) para a equipe interna, e a página Auditoria para administradores, com as tentativas de acesso negadas.',
      '[Plataforma] As páginas da obra abrem mais leves: o menu do usuário, a troca de obra e as caixas de diálogo só são baixados quando usados.',
      '[RDO] Os botões do RDO vêm do ciclo de vida compartilhado e avisam quando você age como substituto; quem substitui o site manager nas férias recebe os RDOs devolvidos que aguardam ação.',
    ],
    bug: [],
  },
  {
    versao: '1.3.0',
    data: '25/11/2026',
    melhorias: [
      '[Plataforma] Substitutos nas férias: cada um nomeia quem o substitui num período (Meu perfil); durante ele o substituto pode agir por você, e cada passo registra "por Fulano, substituindo Beltrano".',
      '[RDO] A linha do tempo do RDO mostra cada passo (finalizado, aprovado, devolvido, reaberto): quem, quando, de qual status para qual e o motivo.',
    ],
    bug: [],
  },
  {
    versao: '1.2.0',
    data: '25/11/2026',
    melhorias: [
      '[Acesso] Excluir a própria conta pede a senha de novo (quem entra só pelo SSO precisa ter entrado há pouco).',
      '[Acesso] O último administrador com acesso total não pode excluir a própria conta.',
      '[Usuários] A última conta ativa com acesso total não pode ser desativada nem perder esse papel.',
      '[Usuários] Quem administra usuários por regras específicas só concede papéis e empresas dentro do próprio alcance.',
      '[Obras] Quem cria ou altera obras e clientes por regras específicas não cria nem leva uma obra para um cliente, status ou responsável fora do próprio alcance.',
      '[Obras] Incluir ou tirar pessoas de uma obra exige poder alterar os usuários daquela obra; alterar a obra não basta.',
      '[RDO] Quem cria RDOs por regras específicas só cria nas obras que essas regras permitem.',
      '[Plataforma] Um novo npm start sem mudanças no código não compila de novo e abre o portal em poucos segundos.',
      '[Plataforma] O portal envia seus arquivos comprimidos e cada página baixa só o que usa: a página de entrada baixa 129 KB em vez de 1.079 KB (com a mesma aparência), e o painel da obra só baixa o gráfico da curva S quando há datas planejadas para desenhar.',
      '[Plataforma] Todas as listas (Todas as obras, Usuários, Clientes, RDOs) guardam busca, filtros, página e ordem no endereço: o link compartilhado e a página recarregada mostram a mesma lista; no celular os filtros ficam atrás do botão Filtros e cada registro vira um cartão.',
      '[Plataforma] A trilha de navegação aparece em todas as páginas (por exemplo Início › obra › Diários › RDO nº 12).',
      '[Plataforma] O menu do usuário leva a todas as páginas gerais que você pode abrir (Administração: Nova Obra, Clientes, Permissões; Todas as obras; Diários), de qualquer página.',
      '[RDO] Horários do expediente sempre no relógio de 24 horas (17:00, nunca 05:00 PM), no RDO e em Configurar RDO.',
      '[Obras] A lista de clientes pode ser ordenada por nome ou CNPJ.',
      '[Plataforma] Listas mais rápidas: cada página confere sua sessão e suas permissões com menos trabalho, e uma página avançada da lista de RDOs abre tão rápido quanto a primeira, mesmo com um milhão de RDOs.',
    ],
    bug: [],
  },
  {
    versao: '1.1.0',
    data: '23/11/2026',
    melhorias: [
      '[RDO] Diário de obra: um RDO por obra por dia, numerado, com clima por período, chuva, mão de obra, equipamentos, atividades, ocorrências, comentários e fotos.',
      '[RDO] O novo RDO já vem com a mão de obra e os equipamentos do anterior e as atividades planejadas em andamento.',
      '[RDO] Finalização com assinatura do site manager; aprovação ou devolução pelo cliente, com a assinatura da fiscalização.',
      '[RDO] RDO em PDF para imprimir e assinar, com as fotos e as assinaturas, e planilha dos RDOs de um período.',
      '[RDO] Lista de RDOs filtrada por obra, autor, período e status, com o filtro guardado no endereço.',
      '[RDO] Seções do RDO ligadas ou desligadas por obra, expediente e limite de atraso em Configurar RDO.',
      '[Planejamento] Datas planejadas das atividades com peso, importadas de planilha; curva S no painel da obra.',
      '[Planejamento] Aviso de atraso no painel e na lista de RDOs, e e-mail ao site manager e ao planejamento a cada atraso novo.',
      '[Obras] A Nova Obra recebe a foto logo depois de criada, com barra de progresso.',
      '[Obras] Início mostra todas as suas obras em "Mostrar mais", sem limite de 100.',
      '[Obras] Informações da obra com o CNPJ do cliente e a equipe da obra.',
      '[Obras] O menu da obra mostra só o que você pode fazer naquela obra.',
      '[Usuários] O perfil mostra as empresas do usuário.',
      '[Usuários] Listas de usuários e de clientes respeitam as regras específicas de cada perfil.',
      '[Acesso] O aviso de sessão encerrada diz o motivo (conta desativada, senha redefinida...).',
      '[Portal] Indicador de carregamento nas mudanças de página lentas e ao salvar alterações.',
    ],
    bug: [
      '[Obras] Limpar o término previsto ao adiar o início não é mais recusado.',
      '[Plataforma] Envios de arquivo malformados e endereços inválidos recebem uma mensagem clara em vez de erro interno.',
    ],
  },
  {
    versao: '1.0.0',
    data: '21/11/2026',
    melhorias: [
      '[Plataforma] Primeira versão do Portal de Obras: banco de dados embutido ou PostgreSQL, com dados de demonstração.',
      '[Plataforma] Envio de arquivos com barra de progresso, limite de tamanho e verificação do tipo pelo conteúdo.',
      '[Plataforma] Cópia de segurança e restauração do banco de dados e dos arquivos enviados.',
      '[Acesso] Entrada com e-mail e senha, primeiro acesso pelo convite recebido por e-mail e recuperação de senha por código.',
      '[Acesso] Funcionários entram com o SSO da empresa.',
      '[Acesso] Autenticação em dois fatores com aplicativo autenticador, dispositivos lembrados e saída de todos os dispositivos.',
      '[Acesso] Bloqueio progressivo depois de tentativas erradas de senha ou de código.',
      '[Portal] Menus, trilha de navegação e páginas de acordo com as permissões de cada perfil; páginas em manutenção.',
      '[Portal] Funciona no celular: o menu lateral vira uma gaveta.',
      '[Obras] Início com as suas obras e Todas as obras com busca, filtros por cliente, situação e UF, e ordenação.',
      '[Obras] Cadastro e atualização de obras com foto, página com todas as informações e usuários de cada obra.',
      '[Clientes] Cadastro de clientes com CNPJ validado.',
      '[Usuários] Administração de usuários: convite, papéis, empresas, obras, desativação e o que cada um pode fazer.',
    ],
    bug: [],
  },
];
