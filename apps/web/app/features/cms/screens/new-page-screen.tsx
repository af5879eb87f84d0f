import { createPage } from "@mt/contract/cms";
import { paths } from "@mt/domain/routes/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useToast } from "../../../components/ui/toasts";
import { browserFetch, callApi } from "../../../lib/api";
import { type PageForm, PageFormView, showSaveError } from "./page-form";
import { emptyPageForm, type PageFormValues, pageBodyFromForm } from "./page-form-values";
import { cmsScreenKeys } from "./screens-api";
import "../../../components/desk.css";
import "./cms-screens.css";
import { PageHeader } from "../../../components/ui/page-header";

/** /new: a new page; once created the admin lands on it to fill it in place. */
export function NewPageScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async ({ values }: { values: PageFormValues; form: PageForm }) => {
      const { seo, background, ...page } = pageBodyFromForm(values);
      return (
        await callApi(browserFetch, createPage, {
          body: { ...page, type: values.type, data: { modules: [], seo, background } },
        })
      ).data;
    },
    onSuccess: async (page) => {
      await queryClient.invalidateQueries({ queryKey: cmsScreenKeys.allPages });
      toast.success(`${page.title} er opprettet`);
      await navigate(page.path);
    },
    onError: (error, { form }) => setFailure(showSaveError(error, form)),
  });
  return (
    <div className="container desk-page cms-screens">
      <PageHeader title="Ny side" actions={<Link to={paths.cmsPages}>Alle sider</Link>} />
      <PageFormView
        initial={emptyPageForm}
        submitLabel="Opprett side"
        busy={create.isPending}
        failure={failure}
        onSubmit={(values, form) => {
          setFailure(null);
          create.mutate({ values, form });
        }}
      />
    </div>
  );
}
