import { useEffect } from "preact/hooks";
import { LocationProvider, Route, Router, useLocation } from "preact-iso";
import { Layout } from "./layout";
import { Analyses } from "./pages/analyses";
import { Analysis } from "./pages/analysis";
import { AnalysisNew } from "./pages/analysis-new";
import { ApiKeys } from "./pages/api-keys";
import { Credits } from "./pages/credits";
import { ForgotPassword } from "./pages/forgot-password";
import { NotFound } from "./pages/not-found";
import { Notices } from "./pages/notices";
import { ProfilePage } from "./pages/profile";
import { Repositories } from "./pages/repositories";
import { RepositorySettings } from "./pages/repository-settings";
import { ResetPassword } from "./pages/reset-password";
import { SignIn } from "./pages/sign-in";
import { SignUp } from "./pages/sign-up";
import { VerifyEmail } from "./pages/verify-email";
import { SessionProvider, useSession } from "./session";
import { signedInPage } from "./signed-in";

const AnalysesPage = signedInPage(Analyses);
const AnalysisNewPage = signedInPage(AnalysisNew);
const AnalysisPage = signedInPage(Analysis);
const CreditsPage = signedInPage(Credits);
const RepositoriesPage = signedInPage(Repositories);
const RepositorySettingsPage = signedInPage(RepositorySettings);
const ApiKeysPage = signedInPage(ApiKeys);
const ProfileRoute = signedInPage(ProfilePage);
const NoticesPage = signedInPage(Notices);

function Home() {
  const { me } = useSession();
  const { route } = useLocation();
  useEffect(() => {
    if (me !== undefined) route(me ? "/analyses" : "/sign-in", true);
  }, [me]);
  return <p class="loading">Loading…</p>;
}

export function App() {
  return (
    // API paths (provider sign-in, report downloads) are left to the browser, not the router.
    <LocationProvider scope={/^\/(?!api\/)/}>
      <SessionProvider>
        <Layout>
          <Router>
            <Route path="/" component={Home} />
            <Route path="/sign-in" component={SignIn} />
            <Route path="/sign-up" component={SignUp} />
            <Route path="/verify-email" component={VerifyEmail} />
            <Route path="/forgot-password" component={ForgotPassword} />
            <Route path="/reset-password" component={ResetPassword} />
            <Route path="/analyses" component={AnalysesPage} />
            <Route path="/analyses/new" component={AnalysisNewPage} />
            <Route path="/analyses/:id" component={AnalysisPage} />
            <Route path="/credits" component={CreditsPage} />
            <Route path="/repositories" component={RepositoriesPage} />
            <Route path="/repositories/:id" component={RepositorySettingsPage} />
            <Route path="/api-keys" component={ApiKeysPage} />
            <Route path="/profile" component={ProfileRoute} />
            <Route path="/notices" component={NoticesPage} />
            <Route default component={NotFound} />
          </Router>
        </Layout>
      </SessionProvider>
    </LocationProvider>
  );
}
