import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DiscountOptions } from "@/components/catalogue/discount-options";

function Harness({ allowAll = false, initial }: { allowAll?: boolean; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <DiscountOptions value={value} onChange={setValue} allowAll={allowAll} />
      <output>{value ?? "none"}</output>
    </>
  );
}

const radio = (name: string) => screen.getByRole("radio", { name });

test("offers 10% to 50% 'or more', none picked at first", () => {
  render(<Harness />);
  expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
    "10",
    "20",
    "30",
    "40",
    "50",
  ]);
  expect(screen.queryByRole("radio", { checked: true })).toBeNull();
  expect(screen.getByRole("group", { name: "Minimum discount" })).toBeInTheDocument();
});

test("picking a choice selects it; another replaces it; the same again clears it", () => {
  render(<Harness />);
  fireEvent.click(radio("20% or more"));
  expect(radio("20% or more")).toBeChecked();
  expect(screen.getByRole("status")).toHaveTextContent("20");

  fireEvent.click(radio("40% or more"));
  expect(radio("40% or more")).toBeChecked();
  expect(radio("20% or more")).not.toBeChecked();

  fireEvent.click(radio("40% or more"));
  expect(screen.queryByRole("radio", { checked: true })).toBeNull();
  expect(screen.getByRole("status")).toHaveTextContent("none");
});

test("with 'All', no discount is the All choice, and clearing goes back to it", () => {
  render(<Harness allowAll initial={30} />);
  expect(radio("30% or more")).toBeChecked();
  fireEvent.click(radio("30% or more"));
  expect(radio("All")).toBeChecked();
  fireEvent.click(radio("10% or more"));
  fireEvent.click(radio("All"));
  expect(radio("All")).toBeChecked();
  expect(screen.getByRole("status")).toHaveTextContent("none");
});
