import { render, screen } from "@testing-library/react";
import { TrackingResult } from "@/components/orders/tracking-result";
import { order } from "../../support/checkout-fixtures";

// Proof of delivery on the order page (docs/after-the-order.md, "Proof of delivery").

const AT = "2026-11-29T13:10:00.000Z";
const photo = () => screen.queryByRole("img", { name: "Your gift as it was delivered" });

test("on its way, the owner sees the recipient's code to pass on, and no proof yet", () => {
  render(
    <TrackingResult order={order("o1", { status: "Shipped", recipientCode: "0427" })} signedIn />,
  );
  expect(screen.getByText(/Recipient’s code/)).toHaveTextContent("Recipient’s code: 0427");
  expect(screen.queryByText(/handed over\.|recipient’s code\./)).not.toBeInTheDocument();
});

test("delivered with a photo, the owner sees it through the storefront", () => {
  render(
    <TrackingResult
      order={order("o1", {
        status: "Delivered",
        recipientCode: "0427",
        proof: { kind: "photo", at: AT },
      })}
      signedIn
    />,
  );
  expect(screen.getByText(/with a photo of the gift handed over\./)).toBeInTheDocument();
  expect(photo()).toHaveAttribute("src", "/api/orders/o1/proof-photo");
  // Delivered: the code has nothing left to prove.
  expect(screen.queryByText(/Recipient’s code:/)).not.toBeInTheDocument();
});

test("anyone else with the order id reads how it was proven, without the photo", () => {
  render(
    <TrackingResult
      order={order("o1", {
        view: "tracking",
        status: "Delivered",
        proof: { kind: "photo", at: AT },
      })}
      signedIn={false}
    />,
  );
  expect(screen.getByText(/with a photo of the gift handed over\./)).toBeInTheDocument();
  expect(photo()).not.toBeInTheDocument();
});

test("a code proves it in words; a Delivered order without proof shows no proof line", () => {
  const { unmount } = render(
    <TrackingResult
      order={order("o1", { status: "Delivered", proof: { kind: "code", at: AT } })}
      signedIn
    />,
  );
  expect(screen.getByText(/confirmed with the recipient’s code\./)).toBeInTheDocument();
  expect(photo()).not.toBeInTheDocument();
  unmount();
  render(<TrackingResult order={order("o2", { status: "Delivered" })} signedIn />);
  expect(screen.queryByText(/handed over\.|recipient’s code\./)).not.toBeInTheDocument();
});
