import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { OtpInput } from "@/components/account/otp-input";

/** The boxes as a parent uses them: the code lives in the parent's state. */
function Harness({ initial = "", onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="code">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId("code").textContent;
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

test("six labelled boxes in a named group, the first offering the one-time code", () => {
  render(<Harness />);
  expect(screen.getByRole("group", { name: "Enter the 6-digit code" })).toBeInTheDocument();
  expect(screen.getAllByRole("textbox")).toHaveLength(6);
  expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
  expect(box(1)).toHaveAttribute("inputmode", "numeric");
  expect(box(2)).not.toHaveAttribute("autocomplete", "one-time-code");
});

test("typing a digit fills the box and moves the focus forward", () => {
  render(<Harness />);
  box(1).focus();
  fireEvent.change(box(1), { target: { value: "4" } });
  expect(box(1)).toHaveValue("4");
  expect(box(2)).toHaveFocus();

  fireEvent.change(box(2), { target: { value: "2" } });
  expect(code()).toBe("42");
  expect(box(3)).toHaveFocus();
});

test("a letter is ignored", () => {
  render(<Harness />);
  fireEvent.change(box(1), { target: { value: "a" } });
  expect(box(1)).toHaveValue("");
  expect(code()).toBe("");
});

test("Backspace on an empty box clears the one before it and moves there", () => {
  render(<Harness initial="12" />);
  box(3).focus();
  fireEvent.keyDown(box(3), { key: "Backspace" });
  expect(code()).toBe("1");
  expect(box(2)).toHaveFocus();
  expect(box(2)).toHaveValue("");
});

test("Backspace on a filled box clears only that box", () => {
  render(<Harness initial="123" />);
  box(3).focus();
  fireEvent.change(box(3), { target: { value: "" } });
  expect(code()).toBe("12");
  expect(box(3)).toHaveFocus();
});

test("pasting fills the boxes from the paste position, digits only", () => {
  render(<Harness />);
  paste(box(1), "12-34 5a6");
  expect(code()).toBe("123456");
  expect(box(6)).toHaveFocus();
});

test("pasting 8 digits keeps the first 6", () => {
  render(<Harness />);
  paste(box(1), "98765432");
  expect(code()).toBe("987654");
  expect(screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toEqual([
    "9",
    "8",
    "7",
    "6",
    "5",
    "4",
  ]);
});

test("a short paste focuses the next empty box", () => {
  render(<Harness initial="1" />);
  paste(box(2), "23");
  expect(code()).toBe("123");
  expect(box(4)).toHaveFocus();
});

test("a paste without digits changes nothing", () => {
  const onChange = jest.fn();
  render(<Harness initial="12" onChange={onChange} />);
  paste(box(3), "abc");
  expect(onChange).not.toHaveBeenCalled();
  expect(code()).toBe("12");
});

test("the arrow keys move between boxes", () => {
  render(<Harness initial="123456" />);
  box(3).focus();
  fireEvent.keyDown(box(3), { key: "ArrowRight" });
  expect(box(4)).toHaveFocus();
  fireEvent.keyDown(box(4), { key: "ArrowLeft" });
  fireEvent.keyDown(box(3), { key: "ArrowLeft" });
  expect(box(2)).toHaveFocus();
});

test("invalid and described boxes tell screen readers about the error", () => {
  render(
    <>
      <OtpInput value="" onChange={() => {}} invalid describedBy="otp-error" />
      <p id="otp-error">Please enter a valid 6-digit OTP.</p>
    </>,
  );
  expect(box(1)).toHaveAttribute("aria-invalid", "true");
  expect(box(1)).toHaveAccessibleDescription("Please enter a valid 6-digit OTP.");
});

test("disabled boxes cannot be typed into", () => {
  render(<OtpInput value="" onChange={() => {}} disabled />);
  for (const input of screen.getAllByRole("textbox")) expect(input).toBeDisabled();
});

test("typing into a filled box replaces its digit", () => {
  render(<Harness initial="35" />);
  // The caret sat after the old digit, so the box briefly holds both.
  fireEvent.change(box(1), { target: { value: "37" } });
  expect(code()).toBe("75");
  expect(box(2)).toHaveFocus();
});
