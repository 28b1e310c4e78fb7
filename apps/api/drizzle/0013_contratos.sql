CREATE TABLE "contratos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"objeto" text NOT NULL,
	"parte_tipo" text NOT NULL,
	"parte_nome" text NOT NULL,
	"parte_cnpj" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"responsavel_id" uuid NOT NULL,
	"gestor_id" uuid NOT NULL,
	"validador_id" uuid NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Revisão' NOT NULL,
	"em_cancelamento" boolean DEFAULT false NOT NULL,
	"cancelado" boolean DEFAULT false NOT NULL,
	"valor" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_itens" integer DEFAULT 0 NOT NULL,
	"aprovado_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"versao" integer DEFAULT 0 NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_status_check" CHECK ("contratos"."status" in ('Revisão', 'Emitido para o Jurídico', 'Revisão para cancelamento', 'Emitido para o verificador', 'Em finalização', 'Aprovado')),
	CONSTRAINT "contratos_parte_tipo_check" CHECK ("contratos"."parte_tipo" in ('subcontratada', 'cliente', 'fornecedor')),
	CONSTRAINT "contratos_periodo_check" CHECK ("contratos"."fim" >= "contratos"."inicio")
);
--> statement-breakpoint
CREATE TABLE "contratos_aditivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"descricao" text NOT NULL,
	"fim_antes" date NOT NULL,
	"fim_depois" date NOT NULL,
	"valor_antes" numeric(16, 2) NOT NULL,
	"valor_depois" numeric(16, 2) NOT NULL,
	"alteracoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"por_id" uuid,
	"por_nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"aprovado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contratos_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"por_id" uuid,
	"por_nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contratos_documentos_tipo_check" CHECK ("contratos_documentos"."tipo" in ('minuta', 'contrato_assinado', 'aditivo', 'distrato', 'outro'))
);
--> statement-breakpoint
CREATE TABLE "contratos_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(14, 3) NOT NULL,
	"preco_unitario" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"aditivo_numero" integer,
	CONSTRAINT "contratos_itens_quantidade_check" CHECK ("contratos_itens"."quantidade" > 0),
	CONSTRAINT "contratos_itens_preco_check" CHECK ("contratos_itens"."preco_unitario" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_gestor_id_users_id_fk" FOREIGN KEY ("gestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_validador_id_users_id_fk" FOREIGN KEY ("validador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_aditivos" ADD CONSTRAINT "contratos_aditivos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_aditivos" ADD CONSTRAINT "contratos_aditivos_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_documentos" ADD CONSTRAINT "contratos_documentos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_documentos" ADD CONSTRAINT "contratos_documentos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_documentos" ADD CONSTRAINT "contratos_documentos_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_itens" ADD CONSTRAINT "contratos_itens_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_obra_numero_idx" ON "contratos" USING btree ("obra_id","numero");--> statement-breakpoint
CREATE INDEX "contratos_obra_updated_idx" ON "contratos" USING btree ("obra_id","updated_at");--> statement-breakpoint
CREATE INDEX "contratos_status_idx" ON "contratos" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "contratos_responsavel_idx" ON "contratos" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "contratos_gestor_idx" ON "contratos" USING btree ("gestor_id");--> statement-breakpoint
CREATE INDEX "contratos_validador_idx" ON "contratos" USING btree ("validador_id");--> statement-breakpoint
CREATE INDEX "contratos_busca_idx" ON "contratos" USING gin ((setweight(to_tsvector('simple', translate(lower(coalesce("objeto", '') || ' ' || coalesce("parte_nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("objeto", '') || ' ' || coalesce("parte_nome", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A') || setweight(to_tsvector('simple', translate(lower(coalesce("parte_cnpj", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("parte_cnpj", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'B')));--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_aditivos_numero_idx" ON "contratos_aditivos" USING btree ("contrato_id","numero");--> statement-breakpoint
CREATE INDEX "contratos_documentos_contrato_idx" ON "contratos_documentos" USING btree ("contrato_id","created_at");--> statement-breakpoint
CREATE INDEX "contratos_itens_contrato_idx" ON "contratos_itens" USING btree ("contrato_id","ordem");