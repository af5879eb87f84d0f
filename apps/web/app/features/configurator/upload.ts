import { uploadCustomerImage as uploadContract } from "@mt/contract/media";
import { browserFetch, callUpload } from "../../lib/api";

/** Uploads a customer's picture (media/upload-customer-image) and gives its URL. */
export async function uploadCustomerImage(file: File): Promise<string> {
  return (await callUpload(browserFetch, uploadContract, { file })).data.url;
}
