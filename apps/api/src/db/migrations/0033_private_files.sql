CREATE INDEX "claim_image_ids_idx" ON "claim" USING gin ("image_ids");--> statement-breakpoint
CREATE INDEX "inspection_photo_media_idx" ON "inspection_photo" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "project_line_items_idx" ON "project" USING gin ("line_items" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "project_document_media_idx" ON "project_document" USING btree ("media_id");