import { describe, expect, it } from "vitest";
import {
  hasPathPrefix,
  isBackendPath,
  isCheckoutPath,
  isConfiguratorPath,
  isHomePath,
  isSellerAreaPath,
  isVideoMeetingPath,
  normalisePathname,
  routeFlags,
} from "./areas.ts";

describe("area classification by path prefix", () => {
  it.each([
    "/dashboard",
    "/job-template/12",
    "/project/abc",
    "/inspection",
    "/claim/3",
    "/offer",
    "/analytics",
    "/settings",
    "/calendar",
    "/electrician/x",
    "/standard-availability",
    "/contractor/1",
    "/product",
    "/seller-dashboard",
    "/concerns",
    "/customer/9",
    "/draft-version/1",
    "/resource",
    "/sales-partner",
    "/onboarding",
  ])("the spec's backend prefix %s is a backend path", (path) => {
    expect(isBackendPath(path)).toBe(true);
    expect(routeFlags(path)).toContain("backend");
  });

  it.each([
    "/prosjekter",
    "/reklamasjon/liste",
    "/kunder",
    "/jobbmaler/liste",
    "/produkter/liste",
    "/nokkeltall",
    "/systeminnstillinger",
    "/brukere",
    "/designsystem",
    "/partnere",
    "/selgere",
    "/oppsett",
    "/montor/u1/kalender",
    "/partner/c1/dinemontorer",
    "/new",
    "/module-templates/4",
  ])("the Norwegian back-office route %s is a backend path", (path) => {
    expect(isBackendPath(path)).toBe(true);
  });

  it("matches whole path segments only, so /dashboards and /products-x are not backend", () => {
    expect(isBackendPath("/dashboards")).toBe(false);
    expect(isBackendPath("/products-x")).toBe(false);
    expect(isBackendPath("/newsletter")).toBe(false);
  });

  it("public storefront paths are not backend", () => {
    expect(routeFlags("/personvern")).toEqual([]);
    expect(routeFlags("/logginn")).toEqual([]);
  });

  it("home is exactly /", () => {
    expect(routeFlags("/")).toEqual(["home"]);
    expect(isHomePath("")).toBe(true);
    expect(isHomePath("/?utm=1")).toBe(true);
    expect(isHomePath("/personvern")).toBe(false);
  });

  it("/order is checkout, /order/job is checkout and configurator", () => {
    expect(routeFlags("/order/checkout")).toEqual(["checkout"]);
    expect(routeFlags("/order/job/elbillader")).toEqual(["checkout", "configurator"]);
    expect(isCheckoutPath("/orders")).toBe(false);
    expect(isConfiguratorPath("/order/jobs")).toBe(false);
  });

  it("/auth paths are auth", () => {
    expect(routeFlags("/auth/callback")).toEqual(["auth"]);
  });

  it("/onboarding is both backend and onboarding, and so is the installer set-up /oppsett", () => {
    expect(routeFlags("/onboarding/2")).toEqual(["backend", "onboarding"]);
    expect(routeFlags("/oppsett")).toEqual(["backend", "onboarding"]);
  });

  it("a project path containing /inspection/video is a video meeting", () => {
    expect(routeFlags("/project/123/inspection/video")).toEqual(["backend", "video-meeting"]);
    expect(isVideoMeetingPath("/prosjekter/123/inspection/video/room")).toBe(true);
    expect(isVideoMeetingPath("/project/123/inspection")).toBe(false);
    expect(isVideoMeetingPath("/project/1/inspection/videos")).toBe(false);
    expect(isVideoMeetingPath("/claim/1/inspection/video")).toBe(false);
  });

  it.each([
    "/selgerside",
    "/nettbutikk/alle",
    "/bestilling/handlekurv",
    "/videobefaring/1",
    "/instillinger",
    "/selger",
  ])("%s is a seller-area path", (path) => {
    expect(isSellerAreaPath(path)).toBe(true);
    expect(routeFlags(path)).toContain("seller-area");
  });

  it("the seller area is decided by the first segment only, so the admin page /selgere is not in it", () => {
    expect(isSellerAreaPath("/selgere")).toBe(false);
    expect(isSellerAreaPath("/kunder/selger")).toBe(false);
  });

  it("query, hash and trailing slashes do not change the classification", () => {
    expect(normalisePathname("/order/?a=1#x")).toBe("/order");
    expect(normalisePathname("order")).toBe("/order");
    expect(hasPathPrefix("/order//", "/order")).toBe(true);
    expect(routeFlags("/dashboard/#top")).toEqual(["backend"]);
  });
});
