import { fireEvent, render, screen } from "@testing-library/react";
import { AccountError } from "@/components/account/account-error";

test("says the account could not be reached, without the error's text, and retries", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const retry = jest.fn();
  render(
    <AccountError
      error={new Error("GET /api/user/profile failed: connect ECONNREFUSED 127.0.0.1:4000")}
      retry={retry}
    />,
  );
  expect(screen.getByRole("heading", { name: "We couldn’t reach your account" })).toBeVisible();
  expect(screen.queryByText(/ECONNREFUSED|api\/user/)).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
});
