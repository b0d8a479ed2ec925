import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { PASSWORDS_DIFFER } from "@/components/account/new-password-step";
import { ResetPasswordFlow } from "@/components/account/reset-password-flow";
import { OTP_INVALID } from "@/lib/validations/account";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const SENT = "If that email has an account, a code is on its way.";

beforeEach(() => {
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    url === "/api/account/password-reset/request"
      ? answer(200, { message: SENT })
      : answer(200, { message: "Password has been reset successfully" }),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const enterCode = (digits: string, box = 1) =>
  fireEvent.paste(screen.getByRole("textbox", { name: `Digit ${box} of 6` }), {
    clipboardData: { getData: () => digits },
  });
const body = (index: number) => JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));

async function reachCode() {
  render(<ResetPasswordFlow />);
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@example.in" } });
  click("Send code");
  await screen.findByText("Step 2 of 3");
}

test("an empty email is refused before any request", () => {
  render(<ResetPasswordFlow />);
  expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
  click("Send code");
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
    "Please enter your email address.",
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

test("email, code and new password reset the password and go to login", async () => {
  await reachCode();
  expect(body(0)).toEqual({ email: "asha@example.in" });
  expect(toast.success).toHaveBeenCalledWith(SENT);

  enterCode("12");
  click("Continue");
  expect(screen.getByRole("alert")).toHaveTextContent(OTP_INVALID);
  expect(toast.error).toHaveBeenCalledWith(OTP_INVALID);

  enterCode("3456", 3);
  click("Continue");
  expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new secret 1" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "new secret" } });
  click("Reset password");
  expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(PASSWORDS_DIFFER);
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fireEvent.change(screen.getByLabelText("Confirm password"), {
    target: { value: "new secret 1" },
  });
  click("Reset password");

  await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
  expect(body(1)).toEqual({ email: "asha@example.in", otp: "123456", newpassword: "new secret 1" });
  expect(toast.success).toHaveBeenCalledWith("Password has been reset successfully");
});

test("a refused code sends the shopper back to type it again", async () => {
  await reachCode();
  enterCode("111111");
  click("Continue");
  fetchMock.mockImplementation(() => answer(400, { error: "Invalid OTP" }));
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new secret 1" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), {
    target: { value: "new secret 1" },
  });
  click("Reset password");

  expect(await screen.findByText("Step 2 of 3")).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith("Invalid OTP");
  expect(screen.getByRole("alert")).toHaveTextContent("Invalid OTP");
  for (const box of screen.getAllByRole("textbox", { name: /Digit \d of 6/ })) {
    expect(box).toHaveValue("");
  }
  expect(push).not.toHaveBeenCalled();
});

test("another refusal stays on the password step", async () => {
  await reachCode();
  enterCode("111111");
  click("Continue");
  fetchMock.mockImplementation(() => answer(502, { error: "Could not reset the password." }));
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: "new secret 1" } });
  fireEvent.change(screen.getByLabelText("Confirm password"), {
    target: { value: "new secret 1" },
  });
  click("Reset password");

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not reset the password."));
  expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Reset password" })).toBeEnabled();
});
