import { useCallback, useEffect, useState } from "react";
import type { EndpointResult } from "@domain/api/endpoint";
import { securityOverview } from "@domain/api/security";
import { accountText } from "~/content/account.i18n";
import { ApiClientError, callApi } from "~/lib/api";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { PasskeySettings } from "./PasskeySettings";
import { SessionList } from "./SessionList";
import { TwoFactorSettings } from "./TwoFactorSettings";

/** The client area's `Sécurité` section, read from the server each time something changes. */
export function SecuritySection() {
  const { securityText: text } = accountText.use();
  const [overview, setOverview] = useState<EndpointResult<typeof securityOverview>>();
  const [error, setError] = useState<string>();

  const load = useCallback(() => {
    callApi(securityOverview).then(setOverview, (failure: unknown) => {
      if (!(failure instanceof ApiClientError)) throw failure;
      setError(failure.message);
    });
  }, []);
  useEffect(load, [load]);

  return (
    <section className="mt-8 rounded-2xl border border-brand-100 p-6" aria-labelledby="securite">
      <h2 id="securite" className="text-2xl font-bold">
        {text.title}
      </h2>
      {error && (
        <p role="alert" className="mt-4 font-medium text-danger-700">
          {error}
        </p>
      )}
      {!overview && !error && <p className="mt-4 text-ink-700">{text.loading}</p>}
      {overview && (
        <div className="mt-6 grid gap-10">
          <div>
            <h3 className="mb-3 text-xl font-semibold">{text.twoFactorTitle}</h3>
            <TwoFactorSettings
              enabled={overview.twoFactor.enabled}
              recoveryCodesLeft={overview.twoFactor.recoveryCodesLeft}
              onChanged={load}
            />
          </div>
          <div>
            <h3 className="mb-3 text-xl font-semibold">{text.passkeysTitle}</h3>
            <PasskeySettings passkeys={overview.passkeys} onChanged={load} />
          </div>
          <div>
            <h3 className="mb-3 text-xl font-semibold">{text.passwordTitle}</h3>
            <ChangePasswordForm onChanged={load} />
          </div>
          <div>
            <h3 className="mb-3 text-xl font-semibold">{text.sessionsTitle}</h3>
            <SessionList sessions={overview.sessions} onChanged={load} />
          </div>
        </div>
      )}
    </section>
  );
}
