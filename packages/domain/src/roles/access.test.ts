import { describe, expect, it } from "vitest";
import {
  analyticsRoles,
  canEditPages,
  canEditRichText,
  canUseAdminBar,
  isSimpleUser,
  showsChatWidget,
  showsDevTools,
  showsEditingControls,
  showsEnvironmentBadge,
} from "./access.ts";

const as = (...roles: string[]) => ({ activeRoles: roles });

describe("access rules", () => {
  it.each(["ELECTRICIAN", "CONTRACTOR_ADMIN", "GLOBAL_ADMIN", "CASEWORKER", "STORE_EMPLOYEE"])(
    "the chat widget is hidden for %s",
    (role) => {
      expect(showsChatWidget(as(role), "/")).toBe(false);
    },
  );

  it("customers, customer service, sellers and visitors see the chat widget", () => {
    expect(showsChatWidget(as("CUSTOMER"), "/")).toBe(true);
    expect(showsChatWidget(as("CUSTOMER_SERVICE"), "/prosjekter")).toBe(true);
    expect(showsChatWidget(as("SALES_PARTNER_SELLER"), "/selger")).toBe(true);
    expect(showsChatWidget(null, "/")).toBe(true);
  });

  it("the chat widget is hidden in configurator, video-meeting and touring modes", () => {
    expect(showsChatWidget(null, "/order/job/elbillader")).toBe(false);
    expect(showsChatWidget(null, "/project/1/inspection/video")).toBe(false);
    expect(showsChatWidget(null, "/", { touring: true })).toBe(false);
  });

  it("the admin bar and page editing are for global admins only", () => {
    expect(canUseAdminBar(as("GLOBAL_ADMIN"))).toBe(true);
    expect(canUseAdminBar(as("CASEWORKER"))).toBe(false);
    expect(canEditPages(as("GLOBAL_ADMIN"))).toBe(true);
    expect(canEditPages(as("CUSTOMER_SERVICE"))).toBe(false);
    expect(canEditPages(null)).toBe(false);
  });

  it("rich-text and front editing: global admin, customer service, caseworker", () => {
    expect(canEditRichText(as("GLOBAL_ADMIN"))).toBe(true);
    expect(canEditRichText(as("CUSTOMER_SERVICE"))).toBe(true);
    expect(canEditRichText(as("CASEWORKER"))).toBe(true);
    expect(canEditRichText(as("STORE_EMPLOYEE"))).toBe(false);
    expect(canEditRichText(as("CUSTOMER"))).toBe(false);
  });

  it("editing controls show only with edit mode on and a user allowed to edit", () => {
    expect(showsEditingControls(as("CASEWORKER"), true)).toBe(true);
    expect(showsEditingControls(as("CASEWORKER"), false)).toBe(false);
    expect(showsEditingControls(as("CUSTOMER"), true)).toBe(false);
  });

  it("only global admins see the environment badge, and not in production", () => {
    expect(showsEnvironmentBadge(as("GLOBAL_ADMIN"), "local")).toBe(true);
    expect(showsEnvironmentBadge(as("GLOBAL_ADMIN"), "staging")).toBe(true);
    expect(showsEnvironmentBadge(as("GLOBAL_ADMIN"), "production")).toBe(false);
    expect(showsEnvironmentBadge(as("CASEWORKER"), "local")).toBe(false);
  });

  it("dev tools exist in the local and test demos only", () => {
    expect(showsDevTools("local")).toBe(true);
    expect(showsDevTools("test")).toBe(true);
    expect(showsDevTools("staging")).toBe(false);
    expect(showsDevTools("production")).toBe(false);
  });

  it("a user without a permissions field is a simple user type", () => {
    expect(isSimpleUser({})).toBe(true);
    expect(isSimpleUser({ permissions: null })).toBe(true);
    expect(isSimpleUser({ permissions: [] })).toBe(false);
    expect(isSimpleUser(null)).toBe(false);
  });

  it("a non-customer user is reported to analytics with its active roles", () => {
    expect(analyticsRoles(as("CASEWORKER", "CUSTOMER"))).toEqual(["CASEWORKER", "CUSTOMER"]);
    expect(analyticsRoles(as("CUSTOMER"))).toBeNull();
    expect(analyticsRoles(as())).toBeNull();
    expect(analyticsRoles(null)).toBeNull();
  });
});
