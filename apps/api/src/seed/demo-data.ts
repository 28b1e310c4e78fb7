import { withCnpjCheckDigits, type TCreateObraInput, type TUserType } from '@portal/domain';

/** Password of every demo account (it satisfies the portal's password policy). */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoCliente {
  key: string;
  nome: string;
  cnpj: string;
  contatos: { nome: string; email?: string; telefone?: string; cargo?: string }[];
}

export interface DemoUser {
  email: string;
  name: string;
  type: TUserType;
  roles: string[];
  /** What the account is for, printed at start-up. */
  papel: string;
  /** Keys of the client companies the user belongs to. */
  companies?: string[];
}

export interface DemoObra extends Omit<
  TCreateObraInput,
  'clienteId' | 'siteManagerId' | 'siteManagerSubstitutoId' | 'coordenadorId'
> {
  cliente: string;
  siteManager?: string;
  substituto?: string;
  coordenador?: string;
  /** E-mails of the users who belong to the obra. */
  membros: string[];
}

export const DEMO_CLIENTES: DemoCliente[] = [
  {
    key: 'serra-azul',
    nome: 'Cervejaria Serra Azul S.A.',
    cnpj: withCnpjCheckDigits('473829150001'),
    contatos: [
      {
        nome: 'Renata Albuquerque',
        email: 'cliente@demo.obras.dev',
        telefone: '(42) 3220-1180',
        cargo: 'Gerente de Engenharia',
      },
    ],
  },
  {
    key: 'vale-do-cedro',
    nome: 'Mineração Vale do Cedro Ltda.',
    cnpj: withCnpjCheckDigits('286410730001'),
    contatos: [
      {
        nome: 'Otávio Drummond',
        email: 'aprovador@demo.obras.dev',
        telefone: '(31) 3834-5522',
        cargo: 'Coordenador de Projetos',
      },
    ],
  },
  {
    key: 'santa-clara',
    nome: 'Hospital Santa Clara de Campinas',
    cnpj: withCnpjCheckDigits('590127840001'),
    contatos: [
      { nome: 'Dra. Helena Vasconcelos', telefone: '(19) 3251-7700', cargo: 'Diretora Administrativa' },
    ],
  },
  {
    key: 'sanelit',
    nome: 'Companhia de Saneamento do Litoral — Sanelit',
    cnpj: withCnpjCheckDigits('134560980001'),
    contatos: [{ nome: 'Gustavo Paiva', telefone: '(12) 3862-4100', cargo: 'Engenheiro Fiscal' }],
  },
  // Partner law firms: client companies whose users are `escritorio_parceiro` (issue 21).
  {
    key: 'moraes-bastos',
    nome: 'Moraes & Bastos Advogados',
    cnpj: withCnpjCheckDigits('318270460001'),
    contatos: [{ nome: 'Dr. André Moraes', email: 'escritorio@demo.obras.dev', cargo: 'Sócio' }],
  },
  {
    key: 'pereira-lima',
    nome: 'Pereira Lima Sociedade de Advogados',
    cnpj: withCnpjCheckDigits('402918350001'),
    contatos: [{ nome: 'Dra. Luísa Pereira', email: 'escritorio2@demo.obras.dev', cargo: 'Sócia' }],
  },
];

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.obras.dev',
    name: 'Ana Ribeiro',
    type: 'gali',
    roles: ['acesso_total'],
    papel: 'administradora (acesso_total)',
  },
  {
    email: 'gestor@demo.obras.dev',
    name: 'Carlos Mendes',
    type: 'gali',
    roles: ['site_manager'],
    papel: 'site manager de duas obras',
  },
  {
    email: 'planejamento@demo.obras.dev',
    name: 'Juliana Prado',
    type: 'gali',
    roles: ['planejamento', 'pcp'],
    papel: 'planejamento e PCP (listas de materiais para o SAP)',
  },
  {
    email: 'leitura@demo.obras.dev',
    name: 'Marcos Tavares',
    type: 'gali',
    roles: ['mkt_read'],
    papel: 'leitura de tudo (mkt_read)',
  },
  {
    email: 'cliente@demo.obras.dev',
    name: 'Renata Albuquerque',
    type: 'cliente',
    roles: ['cliente', 'projetista'],
    papel: 'cliente da Cervejaria Serra Azul (uma obra)',
    companies: ['serra-azul'],
  },
  {
    email: 'aprovador@demo.obras.dev',
    name: 'Otávio Drummond',
    type: 'cliente',
    roles: ['cliente', 'aprovador'],
    papel: 'cliente aprovador da Mineração Vale do Cedro',
    companies: ['vale-do-cedro'],
  },
  {
    email: 'substituto@demo.obras.dev',
    name: 'Felipe Costa',
    type: 'gali',
    roles: ['site_manager'],
    papel: 'site manager substituto',
  },
  {
    email: 'coordenador@demo.obras.dev',
    name: 'Roberto Lima',
    type: 'gali',
    roles: ['admin_rdo', 'admin_obra'],
    papel: 'coordenador de obras',
  },
  {
    email: 'campo@demo.obras.dev',
    name: 'Sérgio Almeida',
    type: 'gali',
    roles: ['field', 'field_config', 'materiais_obra'],
    papel: 'encarregado de montagem (field services) da Linha 3, quantifica listas de materiais',
  },
  {
    email: 'automacao@demo.obras.dev',
    name: 'Larissa Moura',
    type: 'gali',
    roles: ['automacao', 'automacao_config'],
    papel: 'técnica de automação da Linha 3',
  },
  {
    email: 'sgi@demo.obras.dev',
    name: 'Patrícia Nogueira',
    type: 'gali',
    roles: ['admin_sgi'],
    papel: 'qualidade e segurança (SGI)',
  },
  {
    email: 'seguros@demo.obras.dev',
    name: 'Beatriz Camargo',
    type: 'gali',
    roles: ['seguros'],
    papel: 'analista de seguros (apólices de todas as obras)',
  },
  {
    email: 'contratos@demo.obras.dev',
    name: 'Fernanda Rocha',
    type: 'gali',
    roles: ['contratos'],
    papel: 'contratos: responsável pelos contratos de subempreitada',
  },
  {
    email: 'gestao.contratos@demo.obras.dev',
    name: 'Rafael Antunes',
    type: 'gali',
    roles: ['contratos'],
    papel: 'contratos: gestor (revisão jurídica e cancelamentos)',
  },
  {
    email: 'verificador@demo.obras.dev',
    name: 'Gustavo Henrique',
    type: 'gali',
    roles: ['contratos'],
    papel: 'contratos: verificador (verificação e finalização)',
  },
  {
    email: 'editor.contratos@demo.obras.dev',
    name: 'Camila Torres',
    type: 'gali',
    roles: ['editor_contratos'],
    papel: 'redige contratos novos (editor_contratos)',
  },
  {
    email: 'comite.etica@demo.obras.dev',
    name: 'Helena Prado',
    type: 'gali',
    roles: ['comite_etica'],
    papel: 'comitê de ética: lê e apura os relatos do canal de ética',
  },
  {
    email: 'comite.etica2@demo.obras.dev',
    name: 'Marcos Vieira',
    type: 'gali',
    roles: ['comite_etica'],
    papel: 'comitê de ética (segundo membro)',
  },
  {
    email: 'juridico@demo.obras.dev',
    name: 'Eduardo Siqueira',
    type: 'gali',
    roles: ['admin_juridico'],
    papel: 'jurídico',
  },
  {
    email: 'posvendas@demo.obras.dev',
    name: 'Paula Nogueira',
    type: 'gali',
    roles: ['pos_vendas'],
    papel: 'pós-vendas: atende os chamados dos clientes, registra custos',
  },
  {
    email: 'posvendas.leitura@demo.obras.dev',
    name: 'Otávio Ramos',
    type: 'gali',
    roles: ['pos_vendas_leitura'],
    papel: 'lê os chamados e os painéis de pós-vendas (diretoria)',
  },
  {
    email: 'produtos@demo.obras.dev',
    name: 'Vinícius Prado',
    type: 'gali',
    roles: ['admin_produtos'],
    papel: 'engenharia de produto: cadastra e altera os produtos da fábrica',
  },
  {
    email: 'taf@demo.obras.dev',
    name: 'Rogério Batista',
    type: 'gali',
    roles: ['editor_taf'],
    papel: 'inspetor de qualidade da fábrica: executa, testemunha e assina os TAFs',
  },
  {
    email: 'admin.taf@demo.obras.dev',
    name: 'Simone Carvalho',
    type: 'gali',
    roles: ['admin_taf'],
    papel: 'coordena os TAFs: mantém os modelos de TAF',
  },
  {
    email: 'fornecedor@demo.obras.dev',
    name: 'Metalúrgica Forte Aço',
    type: 'cliente',
    roles: ['fornecedor'],
    papel: 'fornecedor',
  },
  {
    email: 'escritorio@demo.obras.dev',
    name: 'André Moraes',
    type: 'cliente',
    roles: ['escritorio_parceiro'],
    papel: 'advogado do escritório parceiro Moraes & Bastos (só os processos do escritório)',
    companies: ['moraes-bastos'],
  },
  {
    email: 'escritorio2@demo.obras.dev',
    name: 'Luísa Pereira',
    type: 'cliente',
    roles: ['escritorio_parceiro'],
    papel: 'advogada de outro escritório parceiro (Pereira Lima)',
    companies: ['pereira-lima'],
  },
  {
    email: 'biblioteca@demo.obras.dev',
    name: 'Renata Duarte',
    type: 'gali',
    roles: ['admin_biblioteca'],
    papel: 'documentação técnica (`admin_biblioteca`): organiza as pastas e os acessos das bibliotecas',
  },
  {
    email: 'rh@demo.obras.dev',
    name: 'Patrícia Gomes',
    type: 'gali',
    roles: [],
    papel:
      'departamento pessoal: responsável DP nos processos trabalhistas (envia holerites e cartões de ponto)',
  },
  {
    email: 'seguranca@demo.obras.dev',
    name: 'Jorge Lima',
    type: 'gali',
    roles: [],
    papel: 'técnico de segurança do trabalho: responsável pelos registros de segurança nos processos',
  },
  {
    email: 'fabricacao@demo.obras.dev',
    name: 'Rodrigo Antunes',
    type: 'gali',
    roles: ['fabricacao'],
    papel: 'PCP da fábrica (`fabricacao`): itens, operações e avanço das fabricações',
  },
  {
    email: 'admin.fabrica@demo.obras.dev',
    name: 'Sílvia Okamoto',
    type: 'gali',
    roles: ['admin_fabricacao'],
    papel: 'gerente da fábrica (`admin_fabricacao`): também os centros de trabalho e os tipos de operação',
  },
  {
    email: 'cliente.fabrica@demo.obras.dev',
    name: 'Eduardo Saraiva',
    type: 'cliente',
    roles: ['cliente', 'projetista_fabrica'],
    papel: 'cliente da Mineração Vale do Cedro que acompanha a fabricação do skid (`projetista_fabrica`)',
    companies: ['vale-do-cedro'],
  },
  {
    email: 'admin.projetos@demo.obras.dev',
    name: 'Beatriz Lacerda',
    type: 'gali',
    roles: ['admin_projetos', 'admin_projetos_fabrica'],
    papel: 'coordenadora de engenharia: administra os documentos das obras (CRE) e os projetos da fábrica',
  },
  {
    email: 'projetista@demo.obras.dev',
    name: 'Rafael Nogueira',
    type: 'gali',
    roles: ['editor_projetista', 'editor_projetista_fabrica'],
    papel: 'projetista: cadastra documentos, prepara e emite revisões (CRE e fábrica)',
  },
  {
    email: 'aprovador.fabrica@demo.obras.dev',
    name: 'Helena Vasconcelos',
    type: 'cliente',
    roles: ['cliente', 'aprovador_fabrica'],
    papel: 'cliente da Mineração Vale do Cedro que aprova os projetos do skid (`aprovador_fabrica`)',
    companies: ['vale-do-cedro'],
  },
];

export const DEMO_OBRAS: DemoObra[] = [
  {
    codigo: 'OB-2025-014',
    nome: 'Ampliação da fábrica de envase — Linha 3',
    cliente: 'serra-azul',
    status: 'em_andamento',
    logradouro: 'Rodovia BR-376, km 512',
    cidade: 'Ponta Grossa',
    uf: 'PR',
    cep: '84043-000',
    inicioPrevisto: '2025-03-10',
    fimPrevisto: '2026-12-18',
    valorContrato: '18450000.00',
    siteManager: 'gestor@demo.obras.dev',
    substituto: 'substituto@demo.obras.dev',
    coordenador: 'coordenador@demo.obras.dev',
    membros: [
      'gestor@demo.obras.dev',
      'substituto@demo.obras.dev',
      'planejamento@demo.obras.dev',
      'cliente@demo.obras.dev',
      'campo@demo.obras.dev',
      'automacao@demo.obras.dev',
    ],
  },
  {
    codigo: 'OB-2025-021',
    nome: 'Subestação 138 kV e casa de comando',
    cliente: 'vale-do-cedro',
    status: 'em_andamento',
    logradouro: 'Estrada da Mina do Cauê, s/n',
    cidade: 'Itabira',
    uf: 'MG',
    cep: '35900-000',
    inicioPrevisto: '2025-08-04',
    fimPrevisto: '2027-02-26',
    valorContrato: '32780000.00',
    siteManager: 'gestor@demo.obras.dev',
    coordenador: 'coordenador@demo.obras.dev',
    membros: ['gestor@demo.obras.dev', 'planejamento@demo.obras.dev', 'aprovador@demo.obras.dev'],
  },
  {
    codigo: 'OB-2024-007',
    nome: 'Retrofit do bloco cirúrgico e UTI',
    cliente: 'santa-clara',
    status: 'concluida',
    logradouro: 'Av. Andrade Neves, 2450',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13070-001',
    inicioPrevisto: '2024-02-05',
    fimPrevisto: '2025-06-30',
    valorContrato: '9870500.00',
    siteManager: 'substituto@demo.obras.dev',
    membros: ['substituto@demo.obras.dev'],
  },
  {
    codigo: 'OB-2026-003',
    nome: 'Estação de tratamento de esgoto Boiçucanga',
    cliente: 'sanelit',
    status: 'em_planejamento',
    logradouro: 'Rua Marginal do Rio Grande, 300',
    cidade: 'São Sebastião',
    uf: 'SP',
    cep: '11600-000',
    inicioPrevisto: '2026-11-03',
    fimPrevisto: '2028-04-28',
    valorContrato: '46200000.00',
    coordenador: 'coordenador@demo.obras.dev',
    membros: ['planejamento@demo.obras.dev'],
  },
  {
    codigo: 'OB-2025-030',
    nome: 'Reforço estrutural do píer de carga',
    cliente: 'vale-do-cedro',
    status: 'paralisada',
    logradouro: 'Av. Portuária, 1200',
    cidade: 'Paranaguá',
    uf: 'PR',
    cep: '83203-000',
    inicioPrevisto: '2025-05-12',
    fimPrevisto: '2026-03-27',
    valorContrato: '7340000.00',
    siteManager: 'substituto@demo.obras.dev',
    membros: ['substituto@demo.obras.dev'],
  },
  {
    codigo: 'FB-2026-002',
    nome: 'Fabricação de 12 tanques de fermentação em aço inox',
    cliente: 'serra-azul',
    tipo: 'fabricacao',
    status: 'em_andamento',
    logradouro: 'Av. Independência, 4800 — Galpão 3',
    cidade: 'Sorocaba',
    uf: 'SP',
    cep: '18087-101',
    inicioPrevisto: '2026-06-01',
    fimPrevisto: '2027-01-29',
    valorContrato: '5120000.00',
    coordenador: 'coordenador@demo.obras.dev',
    membros: ['coordenador@demo.obras.dev'],
  },
  {
    codigo: 'FB-2026-005',
    nome: 'Skid de dosagem química da casa de comando',
    cliente: 'vale-do-cedro',
    tipo: 'fabricacao',
    status: 'em_andamento',
    logradouro: 'Av. Independência, 4800 — Galpão 1',
    cidade: 'Sorocaba',
    uf: 'SP',
    cep: '18087-101',
    inicioPrevisto: '2026-10-05',
    fimPrevisto: '2027-02-26',
    valorContrato: '1380000.00',
    membros: [
      'fabricacao@demo.obras.dev',
      'cliente.fabrica@demo.obras.dev',
      'aprovador.fabrica@demo.obras.dev',
    ],
  },
];
