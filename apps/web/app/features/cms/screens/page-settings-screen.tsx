import { type CmsPage, updatePage } from "@mt/contract/cms";
import { paths } from "@mt/domain/routes/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../../lib/api";
import { DeletePageDialog } from "./delete-page-dialog";
import { type PageForm, PageFormView, showSaveError } from "./page-form";
import { modulesToStore, type PageFormValues, pageBodyFromForm, pageFormFromPage } from "./page-form-values";
import { cmsScreenKeys } from "./screens-api";
import "../../../components/desk.css";
import "./cms-screens.css";
import { PageHeader } from "../../../components/ui/page-header";

/** /sider/{id}: a page's settings, saved against the revision they were loaded at; and deleting it. */
export function PageSettingsScreen({ page }: { page: CmsPage }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = useMutation({
    mutationFn: async ({ values }: { values: PageFormValues; form: PageForm }) => {
      const { seo, background, ...fields } = pageBodyFromForm(values);
      return (
        await callApi(browserFetch, updatePage, {
          params: { id: page.id },
          body: {
            ...fields,
            revision: page.revision,
            data: { modules: modulesToStore(page.data.modules), seo, background },
          },
        })
      ).data;
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: cmsScreenKeys.allPages });
      toast.success(`${saved.title} er lagret`);
      await revalidator.revalidate();
    },
    onError: (error, { form }) => {
      if (errorCode(error) === "REVISION_CONFLICT") {
        setConflict(true);
        setFailure(errorMessage(error));
        return;
      }
      setFailure(showSaveError(error, form));
    },
  });

  return (
    <div className="container desk-page cms-screens">
      <PageHeader
        title={`Innstillinger for ${page.title}`}
        actions={
          <>
            <Link to={page.path || paths.cmsPages}>Åpne siden</Link>
            <Link to={paths.cmsPages}>Alle sider</Link>
          </>
        }
      />
      <PageFormView
        key={page.revision}
        initial={pageFormFromPage(page)}
        pageId={page.id}
        submitLabel="Lagre innstillinger"
        busy={save.isPending}
        failure={
          failure && (
            <>
              {failure}
              {conflict && (
                <>
                  {" "}
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={async () => {
                      await revalidator.revalidate();
                      setConflict(false);
                      setFailure(null);
                    }}
                  >
                    Last inn på nytt
                  </Button>
                </>
              )}
            </>
          )
        }
        onSubmit={(values, form) => {
          setFailure(null);
          setConflict(false);
          save.mutate({ values, form });
        }}
      >
        <Button variant="tertiary" onClick={() => setDeleting(true)}>
          Slett side
        </Button>
      </PageFormView>
      {deleting && <DeletePageDialog page={page} onClose={() => setDeleting(false)} />}
    </div>
  );
}
