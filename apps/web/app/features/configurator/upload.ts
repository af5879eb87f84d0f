import { uploadCustomerImage as uploadContract } from "@mt/contract/media";

/** Uploads a customer's picture (media/upload-customer-image) and gives its URL. */
export async function uploadCustomerImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const response = await fetch(`/api${uploadContract.path}`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { accept: "application/json", "request-from": "web" },
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { url?: string };
    message?: string;
  } | null;
  if (!response.ok || !body?.data?.url) throw new Error(body?.message ?? "Opplastingen feilet");
  return body.data.url;
}
