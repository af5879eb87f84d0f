import { onboardingCoveragePreview } from "@mt/contract/contractor";
import { formatCount } from "@mt/domain/format/number";
import { isCompletePostCode } from "@mt/domain/validation/post-code";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { browserFetch, callApi, errorMessage } from "../../lib/api";

/** The value once it has stood still for `ms` (the preview follows typing without a call per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * What a base post code and radius would cover, by the storefront's own rule: how many post codes,
 * and the nearest places. Shown while the company picks its area at onboarding.
 */
export function CoveragePreview({ postCode, radiusKm }: { postCode: string; radiusKm: number }) {
  const settled = useSettled({ postCode, radiusKm }, 300);
  const ready =
    isCompletePostCode(settled.postCode) && Number.isFinite(settled.radiusKm) && settled.radiusKm >= 1;
  const preview = useQuery({
    queryKey: ["onboarding", "coverage-preview", settled.postCode, settled.radiusKm],
    queryFn: async () =>
      (
        await callApi(browserFetch, onboardingCoveragePreview, {
          query: { post_code: settled.postCode, radius: settled.radiusKm },
        })
      ).data,
    enabled: ready,
    placeholderData: (previous) => previous,
  });

  let body: React.ReactNode;
  if (!ready) body = <p>Skriv inn postnummer og radius for å se området dere dekker.</p>;
  else if (preview.isError) body = <p className="onboarding__preview-error">{errorMessage(preview.error)}</p>;
  else if (!preview.data) body = <p>Regner ut området …</p>;
  else {
    const d = preview.data;
    const more = d.placeCount - d.places.length;
    body = (
      <>
        <p data-testid="coverage-count">
          <strong>{count(d.postCodeCount, "postnummer", "postnumre")}</strong> i{" "}
          {count(d.placeCount, "sted", "steder")} innen {d.radiusKm} km fra {d.postCode} {d.place}.
        </p>
        <p className="onboarding__places">
          {d.places.join(", ")}
          {more > 0 && ` og ${count(more, "sted", "steder")} til`}
        </p>
      </>
    );
  }

  return (
    <section className="onboarding__preview" aria-labelledby="coverage-preview-heading">
      <h3 id="coverage-preview-heading">Området dere dekker</h3>
      <div aria-live="polite" aria-busy={preview.isFetching || undefined}>
        {body}
      </div>
    </section>
  );
}
