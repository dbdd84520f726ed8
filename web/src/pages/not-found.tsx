import { Page } from "../ui";

export function NotFound() {
  return (
    <Page title="Page not found">
      <p>
        There is no page here. Go to <a href="/analyses">your analyses</a>.
      </p>
    </Page>
  );
}
