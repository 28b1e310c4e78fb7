CREATE TABLE "checklist_modelo_versoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"modelo_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"secoes" jsonb NOT NULL,
	"assinatura_cliente" boolean DEFAULT false NOT NULL,
	"autor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"versao_atual" integer DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_modelos_tipo_check" CHECK ("checklist_modelos"."tipo" in ('field', 'automacao'))
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"versao_id" uuid NOT NULL,
	"status" text DEFAULT 'em_preenchimento' NOT NULL,
	"respostas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nao_conformes" integer DEFAULT 0 NOT NULL,
	"assinatura_executor" jsonb,
	"assinatura_cliente" jsonb,
	"autor_id" uuid,
	"chave_idempotencia" text,
	"concluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_status_check" CHECK ("checklists"."status" in ('em_preenchimento', 'concluido'))
);
--> statement-breakpoint
CREATE TABLE "eap_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"parent_id" uuid,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text DEFAULT '' NOT NULL,
	"quantidade" numeric(14, 3) DEFAULT 0 NOT NULL,
	"peso" numeric(12, 4) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eap_itens_tipo_check" CHECK ("eap_itens"."tipo" in ('field', 'automacao')),
	CONSTRAINT "eap_itens_quantidade_check" CHECK ("eap_itens"."quantidade" >= 0),
	CONSTRAINT "eap_itens_peso_check" CHECK ("eap_itens"."peso" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ordens_servico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"numero" integer NOT NULL,
	"titulo" text NOT NULL,
	"escopo" text DEFAULT '' NOT NULL,
	"prioridade" text DEFAULT 'media' NOT NULL,
	"local" text DEFAULT '' NOT NULL,
	"responsavel_id" uuid,
	"equipe" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inicio_previsto" date NOT NULL,
	"fim_previsto" date NOT NULL,
	"inicio_real" date,
	"fim_real" date,
	"status" text DEFAULT 'aberta' NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordens_servico_tipo_check" CHECK ("ordens_servico"."tipo" in ('field', 'automacao')),
	CONSTRAINT "ordens_servico_status_check" CHECK ("ordens_servico"."status" in ('aberta', 'em_execucao', 'concluida', 'cancelada')),
	CONSTRAINT "ordens_servico_prioridade_check" CHECK ("ordens_servico"."prioridade" in ('baixa', 'media', 'alta', 'urgente')),
	CONSTRAINT "ordens_servico_datas_check" CHECK ("ordens_servico"."inicio_previsto" <= "ordens_servico"."fim_previsto")
);
--> statement-breakpoint
CREATE TABLE "os_diario_fotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"diario_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"miniatura_id" uuid,
	"legenda" text DEFAULT '' NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "os_diario_itens" (
	"diario_id" uuid NOT NULL,
	"eap_item_id" uuid NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	CONSTRAINT "os_diario_itens_diario_id_eap_item_id_pk" PRIMARY KEY("diario_id","eap_item_id"),
	CONSTRAINT "os_diario_itens_quantidade_check" CHECK ("os_diario_itens"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "os_diarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"data" date NOT NULL,
	"hora_inicio" text,
	"hora_fim" text,
	"equipe" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"equipamentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"horas_homem" numeric(8, 2) DEFAULT 0 NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"autor_id" uuid,
	"chave_idempotencia" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "os_itens" (
	"os_id" uuid NOT NULL,
	"eap_item_id" uuid NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "os_itens_os_id_eap_item_id_pk" PRIMARY KEY("os_id","eap_item_id"),
	CONSTRAINT "os_itens_quantidade_check" CHECK ("os_itens"."quantidade" > 0)
);
--> statement-breakpoint
ALTER TABLE "checklist_modelo_versoes" ADD CONSTRAINT "checklist_modelo_versoes_modelo_id_checklist_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."checklist_modelos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_modelo_versoes" ADD CONSTRAINT "checklist_modelo_versoes_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_modelos" ADD CONSTRAINT "checklist_modelos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_os_id_ordens_servico_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."ordens_servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_versao_id_checklist_modelo_versoes_id_fk" FOREIGN KEY ("versao_id") REFERENCES "public"."checklist_modelo_versoes"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eap_itens" ADD CONSTRAINT "eap_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eap_itens" ADD CONSTRAINT "eap_itens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."eap_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_servico" ADD CONSTRAINT "ordens_servico_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diario_fotos" ADD CONSTRAINT "os_diario_fotos_diario_id_os_diarios_id_fk" FOREIGN KEY ("diario_id") REFERENCES "public"."os_diarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diario_fotos" ADD CONSTRAINT "os_diario_fotos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diario_fotos" ADD CONSTRAINT "os_diario_fotos_miniatura_id_arquivos_id_fk" FOREIGN KEY ("miniatura_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diario_itens" ADD CONSTRAINT "os_diario_itens_diario_id_os_diarios_id_fk" FOREIGN KEY ("diario_id") REFERENCES "public"."os_diarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diario_itens" ADD CONSTRAINT "os_diario_itens_eap_item_id_eap_itens_id_fk" FOREIGN KEY ("eap_item_id") REFERENCES "public"."eap_itens"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "os_diarios" ADD CONSTRAINT "os_diarios_os_id_ordens_servico_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."ordens_servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_diarios" ADD CONSTRAINT "os_diarios_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_itens" ADD CONSTRAINT "os_itens_os_id_ordens_servico_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."ordens_servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_itens" ADD CONSTRAINT "os_itens_eap_item_id_eap_itens_id_fk" FOREIGN KEY ("eap_item_id") REFERENCES "public"."eap_itens"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_modelo_versoes_uq" ON "checklist_modelo_versoes" USING btree ("modelo_id","versao");--> statement-breakpoint
CREATE INDEX "checklist_modelos_obra_idx" ON "checklist_modelos" USING btree ("obra_id","tipo");--> statement-breakpoint
CREATE INDEX "checklists_os_idx" ON "checklists" USING btree ("os_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checklists_chave_uq" ON "checklists" USING btree ("chave_idempotencia");--> statement-breakpoint
CREATE INDEX "eap_itens_obra_tipo_idx" ON "eap_itens" USING btree ("obra_id","tipo","parent_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "ordens_servico_numero_uq" ON "ordens_servico" USING btree ("obra_id","tipo","numero");--> statement-breakpoint
CREATE INDEX "ordens_servico_obra_idx" ON "ordens_servico" USING btree ("obra_id","tipo","numero");--> statement-breakpoint
CREATE INDEX "ordens_servico_status_idx" ON "ordens_servico" USING btree ("status","fim_previsto");--> statement-breakpoint
CREATE INDEX "ordens_servico_responsavel_idx" ON "ordens_servico" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "ordens_servico_busca_idx" ON "ordens_servico" USING gin ((setweight(to_tsvector('simple', translate(lower("numero"::text), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower("numero"::text), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A') || setweight(to_tsvector('simple', translate(lower("titulo"), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower("titulo"), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'B') || setweight(to_tsvector('simple', translate(lower(coalesce("local", '') || ' ' || coalesce("escopo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("local", '') || ' ' || coalesce("escopo", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'C')));--> statement-breakpoint
CREATE INDEX "os_diario_fotos_diario_idx" ON "os_diario_fotos" USING btree ("diario_id","ordem");--> statement-breakpoint
CREATE INDEX "os_diario_itens_eap_idx" ON "os_diario_itens" USING btree ("eap_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "os_diarios_os_data_uq" ON "os_diarios" USING btree ("os_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "os_diarios_chave_uq" ON "os_diarios" USING btree ("chave_idempotencia");--> statement-breakpoint
CREATE INDEX "os_itens_eap_idx" ON "os_itens" USING btree ("eap_item_id");