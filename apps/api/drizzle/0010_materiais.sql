CREATE TABLE "materiais_linhas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lista_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"codigo_sap" text DEFAULT '' NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"especificacao" text DEFAULT '' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "materiais_linhas_quantidade_check" CHECK ("materiais_linhas"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "materiais_listas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"titulo" text NOT NULL,
	"disciplina" text NOT NULL,
	"origem" text DEFAULT 'obra' NOT NULL,
	"projeto" text DEFAULT '' NOT NULL,
	"template_id" uuid,
	"colunas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'EM ELABORAÇÃO' NOT NULL,
	"quantificador_id" uuid NOT NULL,
	"verificador_id" uuid NOT NULL,
	"site_manager_id" uuid NOT NULL,
	"coordenador_id" uuid NOT NULL,
	"sap_centro" text DEFAULT '' NOT NULL,
	"sap_deposito" text DEFAULT '' NOT NULL,
	"sap_elemento_pep" text DEFAULT '' NOT NULL,
	"sap_data_necessidade" date,
	"sap_documento" text,
	"sap_registrado_em" timestamp with time zone,
	"sap_registrado_por" uuid,
	"revisao" integer DEFAULT 0 NOT NULL,
	"total_linhas" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materiais_listas_status_check" CHECK ("materiais_listas"."status" in ('REVISAR', 'EM ELABORAÇÃO', 'LIBERADO PARA VERIFICAÇÃO', 'LIBERADO PARA SITE MANAGER', 'LIBERADO PARA COORDENADOR', 'LIBERADO PARA PLANEJAMENTO')),
	CONSTRAINT "materiais_listas_disciplina_check" CHECK ("materiais_listas"."disciplina" in ('civil', 'mecanica', 'eletrica', 'tubulacao', 'estrutura_metalica', 'automacao', 'instrumentacao', 'pintura', 'outra')),
	CONSTRAINT "materiais_listas_origem_check" CHECK ("materiais_listas"."origem" in ('obra', 'projeto'))
);
--> statement-breakpoint
CREATE TABLE "materiais_revisoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lista_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"status" text NOT NULL,
	"por_id" uuid,
	"por_nome" text NOT NULL,
	"linhas" jsonb NOT NULL,
	"total_linhas" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materiais_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"disciplina" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"colunas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linhas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materiais_templates_disciplina_check" CHECK ("materiais_templates"."disciplina" in ('civil', 'mecanica', 'eletrica', 'tubulacao', 'estrutura_metalica', 'automacao', 'instrumentacao', 'pintura', 'outra'))
);
--> statement-breakpoint
ALTER TABLE "materiais_linhas" ADD CONSTRAINT "materiais_linhas_lista_id_materiais_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."materiais_listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_template_id_materiais_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."materiais_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_quantificador_id_users_id_fk" FOREIGN KEY ("quantificador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_verificador_id_users_id_fk" FOREIGN KEY ("verificador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_site_manager_id_users_id_fk" FOREIGN KEY ("site_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_coordenador_id_users_id_fk" FOREIGN KEY ("coordenador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_sap_registrado_por_users_id_fk" FOREIGN KEY ("sap_registrado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_listas" ADD CONSTRAINT "materiais_listas_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_revisoes" ADD CONSTRAINT "materiais_revisoes_lista_id_materiais_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."materiais_listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_revisoes" ADD CONSTRAINT "materiais_revisoes_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materiais_templates" ADD CONSTRAINT "materiais_templates_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materiais_linhas_lista_idx" ON "materiais_linhas" USING btree ("lista_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "materiais_listas_obra_numero_idx" ON "materiais_listas" USING btree ("obra_id","numero");--> statement-breakpoint
CREATE INDEX "materiais_listas_obra_updated_idx" ON "materiais_listas" USING btree ("obra_id","updated_at");--> statement-breakpoint
CREATE INDEX "materiais_listas_status_idx" ON "materiais_listas" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "materiais_listas_quantificador_idx" ON "materiais_listas" USING btree ("quantificador_id");--> statement-breakpoint
CREATE INDEX "materiais_listas_verificador_idx" ON "materiais_listas" USING btree ("verificador_id");--> statement-breakpoint
CREATE INDEX "materiais_listas_site_manager_idx" ON "materiais_listas" USING btree ("site_manager_id");--> statement-breakpoint
CREATE INDEX "materiais_listas_coordenador_idx" ON "materiais_listas" USING btree ("coordenador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materiais_revisoes_lista_numero_idx" ON "materiais_revisoes" USING btree ("lista_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "materiais_templates_nome_idx" ON "materiais_templates" USING btree (lower("nome"));