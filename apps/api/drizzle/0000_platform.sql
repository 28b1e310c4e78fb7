CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"nome" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"sha256" text NOT NULL,
	"enviado_por" uuid,
	"entidade" text,
	"entidade_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"specific_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('gali', 'cliente')),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text NOT NULL,
	"contatos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "obra_usuarios" (
	"obra_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_usuarios_obra_id_user_id_pk" PRIMARY KEY("obra_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "obras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"tipo" text DEFAULT 'obra' NOT NULL,
	"status" text DEFAULT 'em_planejamento' NOT NULL,
	"logradouro" text,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep" text,
	"inicio_previsto" date,
	"fim_previsto" date,
	"site_manager_id" uuid,
	"site_manager_substituto_id" uuid,
	"coordenador_id" uuid,
	"valor_contrato" numeric(15, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obras_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "obras_tipo_check" CHECK ("obras"."tipo" in ('obra', 'fabricacao')),
	CONSTRAINT "obras_status_check" CHECK ("obras"."status" in ('em_planejamento', 'em_andamento', 'paralisada', 'concluida')),
	CONSTRAINT "obras_uf_check" CHECK ("obras"."uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_usuarios" ADD CONSTRAINT "obra_usuarios_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_usuarios" ADD CONSTRAINT "obra_usuarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_site_manager_id_users_id_fk" FOREIGN KEY ("site_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_site_manager_substituto_id_users_id_fk" FOREIGN KEY ("site_manager_substituto_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_coordenador_id_users_id_fk" FOREIGN KEY ("coordenador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "arquivos_entidade_idx" ON "arquivos" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "arquivos_enviado_por_idx" ON "arquivos" USING btree ("enviado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "obra_usuarios_user_idx" ON "obra_usuarios" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "obras_cliente_idx" ON "obras" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "obras_status_idx" ON "obras" USING btree ("status");--> statement-breakpoint
CREATE INDEX "obras_site_manager_idx" ON "obras" USING btree ("site_manager_id");