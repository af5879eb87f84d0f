import * as auth from "@mt/contract/auth";
import * as availability from "@mt/contract/availability";
import * as booking from "@mt/contract/booking";
import * as cart from "@mt/contract/cart";
import * as catalogue from "@mt/contract/catalogue";
import * as claim from "@mt/contract/claim";
import * as cms from "@mt/contract/cms";
import * as contractor from "@mt/contract/contractor";
import * as customer from "@mt/contract/customer";
import type { DeclaredError } from "@mt/contract/define-errors";
import type { RouteContract } from "@mt/contract/define-route";
import type { ErrorCode } from "@mt/contract/errors";
import * as inspection from "@mt/contract/inspection";
import * as invitation from "@mt/contract/invitation";
import * as keyFigures from "@mt/contract/key-figures";
import * as media from "@mt/contract/media";
import * as offer from "@mt/contract/offer";
import * as postCodes from "@mt/contract/post-codes";
import * as project from "@mt/contract/project";
import * as rating from "@mt/contract/rating";
import * as salesPartner from "@mt/contract/sales-partner";
import * as seller from "@mt/contract/seller";
import * as settings from "@mt/contract/settings";
import * as system from "@mt/contract/system";
import * as users from "@mt/contract/users";

/** What the contract package says of a route beyond the contract itself. */
export interface ContractEntry {
  /** Its export name: the operation's id. */
  name: string;
  /** The error codes of its area (the contract module's `…Errors`). */
  areaCodes: ErrorCode[];
}

const areas: Record<string, unknown>[] = [
  auth,
  availability,
  booking,
  cart,
  catalogue,
  claim,
  cms,
  contractor,
  customer,
  inspection,
  invitation,
  keyFigures,
  media,
  offer,
  postCodes,
  project,
  rating,
  salesPartner,
  seller,
  settings,
  system,
  users,
];

const isContract = (value: unknown): value is RouteContract =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;

function areaCodes(area: Record<string, unknown>): ErrorCode[] {
  return Object.entries(area)
    .filter(([name]) => name.endsWith("Errors"))
    .flatMap(([, errors]) => Object.keys(errors as Record<string, DeclaredError>) as ErrorCode[]);
}

/** Every exported contract, by identity. */
export const contractNames: ReadonlyMap<RouteContract, ContractEntry> = new Map(
  areas.flatMap((area) => {
    const codes = areaCodes(area);
    return Object.entries(area)
      .filter((entry): entry is [string, RouteContract] => isContract(entry[1]))
      .map(([name, contract]) => [contract, { name, areaCodes: codes }] as const);
  }),
);
