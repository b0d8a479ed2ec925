import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { FeedbackForm } from "@/components/feedback/feedback-form";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn<
  Promise<{ ok: boolean; status: number; headers?: Headers; json?: () => Promise<unknown> }>,
  [string, RequestInit]
>();

beforeAll(() => {
  // jsdom has no fetch; the form only needs ok/status from the answer.
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

function fillIn(values: { name: string; email: string; message: string }) {
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: values.message } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit feedback" }));

const typed = { name: "Asha Rao", email: "asha@example.in", message: "The roses were lovely." };

test("an empty form shows an error beside each field and sends nothing", () => {
  render(<FeedbackForm />);
  submit();

  for (const [label, message] of [
    ["Name", "Please enter your name."],
    ["Email", "Please enter your email address."],
    ["Message", "Please enter your message."],
  ] as const) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute("aria-invalid", "true");
    // The error is tied to its field, so a screen reader reads it with the field.
    expect(field).toHaveAccessibleDescription(message);
  }
  expect(screen.getByLabelText("Name")).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a malformed email is refused before any request", () => {
  render(<FeedbackForm />);
  fillIn({ ...typed, email: "asha@" });
  submit();

  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  expect(screen.getByLabelText("Email")).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("an error clears as soon as the field is corrected", () => {
  render(<FeedbackForm />);
  submit();
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Asha" } });

  expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  expect(screen.queryByText("Please enter your name.")).not.toBeInTheDocument();
  expect(screen.getByText("Please enter your email address.")).toBeInTheDocument();
});

test("success posts the trimmed form, shows the message and goes home after 2 seconds", async () => {
  let answer: (value: { ok: boolean; status: number }) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<FeedbackForm />);
  fillIn({ ...typed, name: "  Asha Rao  " });
  submit();

  expect(screen.getByRole("button", { name: "Submitting..." })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/feedback");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual(typed);

  await act(async () => answer({ ok: true, status: 201 }));

  expect(screen.getByText("Feedback submitted successfully!")).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith("Feedback submitted successfully!");

  act(() => jest.advanceTimersByTime(1999));
  expect(push).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(push).toHaveBeenCalledWith("/");
  expect(push).toHaveBeenCalledTimes(1);
});

test("a refused submit shows the error, keeps what was typed and can be sent again", async () => {
  fetchMock.mockResolvedValueOnce({ ok: false, status: 502 });
  render(<FeedbackForm />);
  fillIn(typed);
  submit();

  expect(await screen.findByText(/Error submitting feedback\./)).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith("Error submitting feedback.");
  expect(toast.success).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Name")).toHaveValue(typed.name);
  expect(screen.getByLabelText("Email")).toHaveValue(typed.email);
  expect(screen.getByLabelText("Message")).toHaveValue(typed.message);
  expect(screen.getByRole("button", { name: "Submit feedback" })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(5000));
  expect(push).not.toHaveBeenCalled();

  fetchMock.mockResolvedValueOnce({ ok: true, status: 201 });
  submit();
  expect(await screen.findByText("Feedback submitted successfully!")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("a rate-limited submit says how long to wait, beside the spec's failure text", async () => {
  const wait = "Too many attempts. Please wait 40 minutes and try again.";
  fetchMock.mockResolvedValueOnce({
    ok: false,
    status: 429,
    headers: new Headers({ "retry-after": "2400" }),
    json: () => Promise.resolve({ error: wait }),
  });
  render(<FeedbackForm />);
  fillIn(typed);
  submit();

  expect(
    await screen.findByText(`Error submitting feedback. ${wait} Your message is still here.`),
  ).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith("Error submitting feedback.");
  expect(screen.getByLabelText("Message")).toHaveValue(typed.message);
});

test("a network failure is reported the same way", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  render(<FeedbackForm />);
  fillIn(typed);
  submit();

  expect(await screen.findByText(/Error submitting feedback\./)).toBeInTheDocument();
  expect(screen.getByLabelText("Message")).toHaveValue(typed.message);
});

test("a second click while sending does not send twice", () => {
  fetchMock.mockReturnValue(new Promise(() => {}));
  render(<FeedbackForm />);
  fillIn(typed);
  submit();
  fireEvent.click(screen.getByRole("button", { name: "Submitting..." }));

  expect(fetchMock).toHaveBeenCalledTimes(1);
});
