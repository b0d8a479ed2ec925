import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { EmailVerifyForm } from "@/components/account/email-verify-form";
import {
  OTP_INVALID,
  OTP_RESEND_FAILED,
  OTP_RESENT,
  USER_ID_MISSING,
  VERIFY_FAILED,
} from "@/lib/validations/account";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = Pick<Response, "ok" | "status" | "headers" | "json">;
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({
    ok: status < 400,
    status,
    headers: new Headers(),
    json: () => Promise.resolve(body),
  });

beforeEach(() => {
  replace.mockReset();
  refresh.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    url === "/api/account/me" ? answer(200, { user: null }) : answer(200, { message: "ok" }),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

const enterCode = (digits: string) =>
  fireEvent.paste(screen.getByRole("textbox", { name: "Digit 1 of 6" }), {
    clipboardData: { getData: () => digits },
  });
const verify = () => fireEvent.click(screen.getByRole("button", { name: "Verify Email" }));

test("a short code is refused before any request", () => {
  render(<EmailVerifyForm />);
  enterCode("12345");
  verify();
  expect(screen.getByRole("alert")).toHaveTextContent(OTP_INVALID);
  expect(toast.error).toHaveBeenCalledWith(OTP_INVALID);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("the right code verifies the email and goes home", async () => {
  let settle: (value: Answer) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
  render(<EmailVerifyForm />);
  enterCode("123456");
  verify();

  expect(screen.getByRole("button", { name: "Verifying..." })).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/account/verify-email");
  expect(JSON.parse(String(init?.body))).toEqual({ otp: "123456" });
  await act(async () => settle(await answer(200, { message: "Email verified successfully" })));

  expect(toast.success).toHaveBeenCalledWith("Email verified successfully");
  expect(replace).toHaveBeenCalledWith("/");
  expect(refresh).toHaveBeenCalled();
});

test.each([
  [401, { error: "Unauthorized" }, USER_ID_MISSING],
  [400, { error: "Invalid OTP" }, "Invalid OTP"],
  [502, {}, VERIFY_FAILED],
])("a %i answer shows %j as %j", async (status, body, shown) => {
  fetchMock.mockImplementationOnce(() => answer(status, body));
  render(<EmailVerifyForm />);
  enterCode("123456");
  verify();

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(shown));
  expect(screen.getByRole("alert")).toHaveTextContent(shown);
  expect(replace).not.toHaveBeenCalled();
});

test("Resend OTP asks for a fresh code and says how it went", async () => {
  render(<EmailVerifyForm />);
  fireEvent.click(screen.getByRole("button", { name: "Resend OTP" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(OTP_RESENT));
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/account/verify-email/resend",
    expect.objectContaining({ method: "POST", body: "{}" }),
  );

  fetchMock.mockImplementationOnce(() => answer(429, { error: "Please wait a minute." }));
  fireEvent.click(screen.getByRole("button", { name: "Resend OTP" }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(OTP_RESEND_FAILED));
});
