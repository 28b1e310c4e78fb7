CREATE TABLE "calendario_assinaturas" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_acesso" timestamp with time zone,
	CONSTRAINT "calendario_assinaturas_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "seguros_apolices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"ramo" text NOT NULL,
	"tipo" text NOT NULL,
	"seguradora" text NOT NULL,
	"corretora" text DEFAULT '' NOT NULL,
	"numero" text NOT NULL,
	"segurado" text DEFAULT '' NOT NULL,
	"processo_susep" text DEFAULT '' NOT NULL,
	"inicio_vigencia" date NOT NULL,
	"fim_vigencia_original" date NOT NULL,
	"fim_vigencia" date NOT NULL,
	"importancia_original" numeric(15, 2) NOT NULL,
	"importancia_segurada" numeric(15, 2) NOT NULL,
	"premio" numeric(15, 2) NOT NULL,
	"premio_total" numeric(15, 2) NOT NULL,
	"franquia" text DEFAULT '' NOT NULL,
	"coberturas_originais" jsonb NOT NULL,
	"coberturas" jsonb NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"arquivo_id" uuid,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seguros_apolices_ramo_check" CHECK ("seguros_apolices"."ramo" in ('risco_engenharia', 'pleno_funcionamento')),
	CONSTRAINT "seguros_apolices_tipo_check" CHECK ("seguros_apolices"."tipo" in ('OCC', 'IM', 'IM+OCC', 'RO', 'MR')),
	CONSTRAINT "seguros_apolices_vigencia_check" CHECK ("seguros_apolices"."inicio_vigencia" < "seguros_apolices"."fim_vigencia")
);
--> statement-breakpoint
CREATE TABLE "seguros_avisos" (
	"apolice_id" uuid NOT NULL,
	"limiar" text NOT NULL,
	"fim_vigencia" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seguros_avisos_apolice_id_limiar_fim_vigencia_pk" PRIMARY KEY("apolice_id","limiar","fim_vigencia")
);
--> statement-breakpoint
CREATE TABLE "seguros_endossos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apolice_id" uuid NOT NULL,
	"numero" text NOT NULL,
	"data_emissao" date NOT NULL,
	"descricao" text NOT NULL,
	"novo_fim_vigencia" date,
	"nova_importancia" numeric(15, 2),
	"coberturas" jsonb,
	"premio_adicional" numeric(15, 2),
	"arquivo_id" uuid,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendario_assinaturas" ADD CONSTRAINT "calendario_assinaturas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_apolices" ADD CONSTRAINT "seguros_apolices_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_apolices" ADD CONSTRAINT "seguros_apolices_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_apolices" ADD CONSTRAINT "seguros_apolices_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_avisos" ADD CONSTRAINT "seguros_avisos_apolice_id_seguros_apolices_id_fk" FOREIGN KEY ("apolice_id") REFERENCES "public"."seguros_apolices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_endossos" ADD CONSTRAINT "seguros_endossos_apolice_id_seguros_apolices_id_fk" FOREIGN KEY ("apolice_id") REFERENCES "public"."seguros_apolices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_endossos" ADD CONSTRAINT "seguros_endossos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros_endossos" ADD CONSTRAINT "seguros_endossos_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seguros_apolices_numero_idx" ON "seguros_apolices" USING btree (lower("seguradora"),"numero");--> statement-breakpoint
CREATE INDEX "seguros_apolices_obra_idx" ON "seguros_apolices" USING btree ("obra_id","ramo","fim_vigencia");--> statement-breakpoint
CREATE INDEX "seguros_apolices_fim_idx" ON "seguros_apolices" USING btree ("fim_vigencia");--> statement-breakpoint
CREATE INDEX "seguros_apolices_busca_idx" ON "seguros_apolices" USING gin ((setweight(to_tsvector('simple', translate(lower(coalesce("numero", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("numero", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A') || setweight(to_tsvector('simple', translate(lower(coalesce("seguradora", '') || ' ' || coalesce("corretora", '') || ' ' || coalesce("segurado", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("seguradora", '') || ' ' || coalesce("corretora", '') || ' ' || coalesce("segurado", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'B')));--> statement-breakpoint
CREATE UNIQUE INDEX "seguros_endossos_numero_idx" ON "seguros_endossos" USING btree ("apolice_id","numero");--> statement-breakpoint
CREATE INDEX "seguros_endossos_apolice_idx" ON "seguros_endossos" USING btree ("apolice_id","data_emissao");