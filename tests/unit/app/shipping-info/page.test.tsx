import { render, screen } from "@testing-library/react";
import ShippingInfoPage from "@/app/shipping-info/page";
import { fetchSlotCharges } from "@/lib/backend/delivery";
import { slotCharges } from "@/lib/delivery/slot-charges";

// Shipping Info lists the hand-delivery slots only where the backend delivers by pincode
// (docs/storefront-decisions.md "Shipping wording"); a contract backend gets the policy alone.

jest.mock("@/lib/backend/delivery", () => ({ fetchSlotCharges: jest.fn() }));

const SLOTS_HEADING = "Delivery slots for hand-delivered gifts";

test("on a contract backend (no slot charges) the page is the shipping policy, with no slot table", async () => {
  jest.mocked(fetchSlotCharges).mockResolvedValue(null);
  render(await ShippingInfoPage());
  expect(screen.getByRole("heading", { name: "Delivery options" })).toBeInTheDocument();
  expect(screen.getByText("Order before 12 PM")).toBeInTheDocument();
  expect(screen.getByText("On orders above ₹999")).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: SLOTS_HEADING })).not.toBeInTheDocument();
  expect(screen.queryByText(/Midnight delivery/)).not.toBeInTheDocument();
  expect(screen.queryByRole("table")).not.toBeInTheDocument();
});

test("with the delivery extension the slots' hours and charges are listed", async () => {
  jest.mocked(fetchSlotCharges).mockResolvedValue(
    slotCharges([
      { type: "standard", label: "9 am – 9 pm", startsAt: 540, endsAt: 1260, charge: 0 },
      { type: "midnight", label: "11 pm – 11:59 pm", startsAt: 1380, endsAt: 1439, charge: 199 },
    ]),
  );
  render(await ShippingInfoPage());
  expect(screen.getByRole("heading", { name: SLOTS_HEADING })).toBeInTheDocument();
  expect(screen.getByRole("table")).toHaveTextContent(/Midnight delivery.*11 pm – 11:59 pm.*₹199/);
});
