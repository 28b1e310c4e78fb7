CREATE INDEX "users_live_name_idx" ON "users" USING btree ("name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clientes_nome_idx" ON "clientes" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "obras_uf_idx" ON "obras" USING btree ("uf");