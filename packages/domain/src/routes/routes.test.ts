import { describe, expect, it } from "vitest";
import {
  hasChangeCodeFlag,
  isCartPath,
  isCheckoutOrConfirmPath,
  isOrderInProgressPath,
  pageTitle,
  paths,
  routes,
} from "./routes.ts";

describe("route table", () => {
  it("holds the fixed routes of the spec", () => {
    expect(paths).toMatchObject({
      home: "/",
      sellerHome: "/selger",
      privacy: "/personvern",
      terms: "/avtalevilkar",
      allJobs: "/nettbutikk/alle",
      chooseTime: "/bestilling/velgtidspunkt",
      cart: "/bestilling/handlekurv",
      cartAlias: "/order/cart",
      checkout: "/order/checkout",
      orderConfirmation: "/order/confirm",
      configurator: "/order/job",
      newsletter: "/nyhetsbrev",
      login: "/logginn",
      dashboard: "/dashboard",
      projects: "/prosjekter",
      claims: "/reklamasjon/liste",
      customers: "/kunder",
      jobTemplates: "/jobbmaler/liste",
      products: "/produkter/liste",
      keyFigures: "/nokkeltall",
      systemSettings: "/systeminnstillinger",
      users: "/brukere",
      designSystem: "/designsystem",
      installers: "/partnere",
      salesPartners: "/selgere",
      installerOnboarding: "/oppsett",
      newPage: "/new",
      newModuleTemplate: "/module-templates/new",
    });
  });

  it("builds the parameterised routes, encoding their parameters", () => {
    expect(routes.jobPage("elbillader")).toBe("/bestilling/jobb/elbillader");
    expect(routes.electricianCalendar("u-1")).toBe("/montor/u-1/kalender");
    expect(routes.electricianAvailability("u-1")).toBe("/montor/u-1/tilgjengelighet");
    expect(routes.contractorCalendar("c 1")).toBe("/partner/c%201/kalender");
    expect(routes.contractorElectricians("c1")).toBe("/partner/c1/dinemontorer");
    expect(routes.contractorCompany("c1")).toBe("/partner/c1/bedrift");
    expect(routes.installer("c 1")).toBe("/partnere/c%201");
    expect(routes.moduleTemplate(7)).toBe("/module-templates/7");
    expect(routes.project(100123)).toBe("/prosjekter/100123");
  });

  it("the cart page accepts the change-code flag", () => {
    expect(routes.cartPage()).toBe("/bestilling/handlekurv");
    expect(routes.cartPage({ changeCode: true })).toBe("/bestilling/handlekurv?change-code=1");
    expect(hasChangeCodeFlag("?change-code=1")).toBe(true);
    expect(hasChangeCodeFlag(new URLSearchParams("change-code"))).toBe(true);
    expect(hasChangeCodeFlag("?change-code=false")).toBe(false);
    expect(hasChangeCodeFlag("?change-code=0")).toBe(false);
    expect(hasChangeCodeFlag("")).toBe(false);
  });

  it("the login page carries where to go afterwards", () => {
    expect(routes.loginPage()).toBe("/logginn");
    expect(routes.loginPage("/prosjekter?side=2")).toBe("/logginn?redirect=%2Fprosjekter%3Fside%3D2");
  });

  it("the order confirmation keeps its path and names the project in the query", () => {
    expect(routes.orderConfirmationPage("a1b2")).toBe("/order/confirm?prosjekt=a1b2");
  });

  it("the cart answers on /bestilling/handlekurv and /order/cart", () => {
    expect(isCartPath("/bestilling/handlekurv")).toBe(true);
    expect(isCartPath("/order/cart")).toBe(true);
    expect(isCartPath("/order/checkout")).toBe(false);
  });

  it("checkout and confirmation are recognised", () => {
    expect(isCheckoutOrConfirmPath("/order/checkout")).toBe(true);
    expect(isCheckoutOrConfirmPath("/order/confirm")).toBe(true);
    expect(isCheckoutOrConfirmPath("/order/cart")).toBe(false);
  });

  it("an order is in progress on the cart, the time page and checkout, not after it is confirmed", () => {
    for (const path of [
      "/bestilling/handlekurv",
      "/order/cart",
      "/bestilling/velgtidspunkt",
      "/order/checkout",
    ]) {
      expect(isOrderInProgressPath(path)).toBe(true);
    }
    for (const path of ["/order/confirm", "/", "/nettbutikk/alle", "/logginn"]) {
      expect(isOrderInProgressPath(path)).toBe(false);
    }
  });

  it("page titles get the product name as a suffix", () => {
    expect(pageTitle("Logg inn")).toBe("Logg inn | Montørtorget");
    expect(pageTitle("  ")).toBe("Montørtorget");
    expect(pageTitle(null)).toBe("Montørtorget");
    expect(pageTitle()).toBe("Montørtorget");
  });

  it("builds the customer page of the back office", () => {
    expect(routes.customer("u 1")).toBe("/kunder/u%201");
  });
});
