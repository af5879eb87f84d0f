import * as c from "@mt/contract/catalogue";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { CatalogueService } from "./catalogue.service.ts";

// The same policy guards the job-template and product pages.
const admin = policies.catalogueAdmin;

export function catalogueRoutes(app: FastifyInstance, service: CatalogueService) {
  // Job categories: anyone reads, global admins write.
  registerRoute(app, c.listJobCategories, {
    access: publicAccess,
    handler: async () => ({ data: await service.categories() }),
  });
  registerRoute(app, c.createJobCategory, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.createCategory(body) }),
  });
  registerRoute(app, c.orderJobCategories, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.orderCategories(body.ids) }),
  });
  registerRoute(app, c.updateJobCategory, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updateCategory(params.id, body) }),
  });
  registerRoute(app, c.deleteJobCategory, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.deleteCategory(params.id) }),
  });

  // Products (back office).
  registerRoute(app, c.listProducts, {
    access: admin,
    handler: async ({ query }) => ({ data: await service.products(query) }),
  });
  registerRoute(app, c.getProduct, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.product(params.id) }),
  });
  registerRoute(app, c.createProduct, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.createProduct(body) }),
  });
  registerRoute(app, c.updateProduct, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updateProduct(params.id, body) }),
  });

  // Job templates (back office).
  registerRoute(app, c.listJobTemplates, {
    access: admin,
    handler: async () => ({ data: await service.templates() }),
  });
  registerRoute(app, c.getJobTemplate, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.template(params.id) }),
  });
  registerRoute(app, c.createJobTemplate, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.createTemplate(body) }),
  });
  registerRoute(app, c.updateJobTemplate, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updateTemplate(params.id, body) }),
  });
  registerRoute(app, c.publishJobTemplate, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.publish(params.id) }),
  });
  registerRoute(app, c.getJobTemplateVersion, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.version(params.id, params.versionId) }),
  });

  // Storefront.
  registerRoute(app, c.getCatalogue, {
    access: publicAccess,
    handler: async () => ({ data: await service.catalogue() }),
  });
  registerRoute(app, c.getPublishedJob, {
    access: publicAccess,
    handler: async ({ params, query }) => ({ data: await service.publishedJob(params.slug, query.version) }),
  });
}
